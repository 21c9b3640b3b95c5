/** The server's sentences in pt-BR: English template → translation (ICU MessageFormat), see ../sentences.ts. */
const catalog: Readonly<Record<string, string>> = {
  "You're up next — get ready!": 'Sua vez é a próxima — prepare-se!',
  "You're on!": 'É sua vez!',
  '{name} is up next — hand them the mic!': '{name} é a próxima pessoa: passe o microfone!',
  '{name} is on!': 'É a vez de {name}!',
  "''{title}'' cannot come back: the person who added it has left the room.": '“{title}” não pode voltar: a pessoa que a adicionou saiu da sala.',
  'A value in the address is too long to name anything here.': 'Um valor no endereço é longo demais para identificar algo aqui.',
  'Add an artist or a song title: every search already looks for karaoke versions, so "karaoke" alone finds nothing.':
    'Adicione um artista ou o nome de uma música: toda busca já procura versões de karaokê, então só “karaoke” não encontra nada.',
  'Beta access code is required': 'O código de acesso beta é obrigatório',
  'Create an account to save favorite songs': 'Crie uma conta para salvar suas músicas favoritas',
  'Display name is required': 'O nome de exibição é obrigatório',
  'Display name is too long': 'O nome de exibição é longo demais',
  'Display name must be 1 to 50 characters.': 'O nome de exibição deve ter de 1 a 50 caracteres.',
  'Enter your current password to set a new one.': 'Digite sua senha atual para definir uma nova.',
  'Guests have no password. Create an account to set one.': 'Convidados não têm senha. Crie uma conta para definir uma.',
  'Invalid beta access code': 'Código de acesso beta inválido',
  'Invalid tier': 'Plano inválido',
  'Invalid username or password': 'Nome de usuário ou senha inválidos',
  'Name the song on stage: its videoId and startedAt as GET /api/rooms/{roomId}/playing shows them.':
    'Informe a música que está no palco: o videoId e o startedAt dela, como GET /api/rooms/{roomId}/playing os mostra.',
  'Nothing is playing right now. Cheer when the next song starts!': 'Nada está tocando agora. Anime quando a próxima música começar!',
  'Only guests change their name here; an account changes it in Profile.': 'Só convidados mudam o nome aqui; quem tem conta muda no Perfil.',
  'Only the room owner can do that.': 'Só o dono da sala pode fazer isso.',
  'Password is required': 'A senha é obrigatória',
  'Password must be at least 6 characters': 'A senha deve ter pelo menos 6 caracteres',
  'Password must be at most 200 characters': 'A senha deve ter no máximo 200 caracteres',
  'Past parties are kept for accounts. Create one to keep yours.': 'As festas anteriores ficam guardadas para quem tem conta. Crie uma para guardar as suas.',
  'Please enter a search term.': 'Digite um termo de busca.',
  'Please enter both room code and your name': 'Digite o código da sala e seu nome',
  'Please enter your name': 'Digite seu nome',
  'Room creation is paused for your account until {until}.': 'A criação de salas está pausada para sua conta até {until}.',
  'Room name is required': 'O nome da sala é obrigatório',
  'Room name is required (at most 100 characters)': 'O nome da sala é obrigatório (no máximo 100 caracteres)',
  'Room not found': 'Sala não encontrada',
  'Sign in required': 'Login necessário',
  'Someone else changed this account since you opened it. Reload it to see their changes, then save again.':
    'Outra pessoa alterou esta conta depois que você a abriu. Recarregue para ver as alterações e salve de novo.',
  'Someone in this room is already called {name}. Add an initial or a nickname so everyone can tell you apart.':
    'Alguém nesta sala já se chama {name}. Adicione uma inicial ou um apelido para todos saberem quem é quem.',
  'Something went wrong on our side. Please try again in a moment.': 'Algo deu errado do nosso lado. Tente de novo daqui a pouco.',
  'This endpoint is subscribed by someone else with other keys. A browser sends its own endpoint and keys together, as PushSubscription.toJSON() gives them.':
    'Outra pessoa já inscreveu este endpoint com outras chaves. Um navegador envia o próprio endpoint e as próprias chaves juntos, como PushSubscription.toJSON() os fornece.',
  'That person is not in this room.': 'Essa pessoa não está nesta sala.',
  'That person was not removed from this room.': 'Essa pessoa não foi removida desta sala.',
  'This party has already ended.': 'Esta festa já terminou.',
  'Enter the pairing code shown on the host’s screen.': 'Digite o código de pareamento que aparece na tela do anfitrião.',
  'That pairing code is not right. Check the code on the host’s screen.': 'Esse código de pareamento não está certo. Confira o código na tela do anfitrião.',
  'That pairing code has expired. Ask the host for a new one.': 'Esse código de pareamento expirou. Peça um novo ao anfitrião.',
  'A screen’s name can be at most 40 characters.': 'O nome de uma tela pode ter no máximo 40 caracteres.',
  'This screen is not paired. Enter the code from the host’s Open on a TV.': 'Esta tela não está pareada. Digite o código de “Abrir em uma TV” do anfitrião.',
  'That screen is not showing this room.': 'Essa tela não está mostrando esta sala.',
  'That song is already last in the queue, so nobody else can go first.': 'Essa música já é a última da fila, então ninguém mais pode passar na frente.',
  'That song is no longer in the queue.': 'Essa música não está mais na fila.',
  "That song is not among this room's songs tonight.": 'Essa música não está entre as músicas de hoje nesta sala.',
  'That song was added by someone else: you can change only your own songs, and the host manages the rest.':
    'Essa música foi adicionada por outra pessoa: você só pode mudar suas próprias músicas, e o anfitrião cuida do resto.',
  'The address has too many query parameters (at most 100).': 'O endereço tem parâmetros de consulta demais (no máximo 100).',
  'The address is not valid: it has a broken percent-encoding.': 'O endereço não é válido: tem uma codificação percentual quebrada.',
  'YouTube cannot be reached right now, so this link could not be looked up. Try again in a moment.':
    'Não foi possível acessar o YouTube agora, então este link não pôde ser consultado. Tente de novo daqui a pouco.',
  "You have used your {count, plural, one {# YouTube API search} other {# YouTube API searches}} for today, so results come from YouTube's web search.":
    'Você já usou suas {count, plural, one {# busca} other {# buscas}} de hoje pela API do YouTube, então os resultados vêm da busca web do YouTube.',
  "Searches through the YouTube API are kept for the admins of this server, so results come from YouTube's web search.":
    'As buscas pela API do YouTube são reservadas aos administradores deste servidor, então os resultados vêm da busca web do YouTube.',
  "This hour's YouTube API searches are used up, so for the next {minutes, plural, one {# minute} other {# minutes}} results come from YouTube's web search.":
    'As buscas pela API do YouTube desta hora acabaram, então {minutes, plural, one {no próximo minuto} other {nos próximos # minutos}} os resultados vêm da busca web do YouTube.',
  "Today's YouTube API quota is used up, so until it comes back at midnight Pacific time, results come from YouTube's web search.":
    'A cota de hoje da API do YouTube acabou, então até a meia-noite (horário do Pacífico) os resultados vêm da busca web do YouTube.',
  'YouTube cannot be reached right now, so results come from songs this app already knows.':
    'Não foi possível acessar o YouTube agora, então os resultados vêm de músicas que este app já conhece.',
  'The database is unavailable right now. Please try again in a moment.': 'O banco de dados está indisponível agora. Tente de novo daqui a pouco.',
  'The host cannot leave their own room. Delete it from the dashboard to end the party.':
    'O anfitrião não pode sair da própria sala. Exclua a sala no painel para encerrar a festa.',
  'The intermission must be a YouTube video or playlist link, like https://www.youtube.com/playlist?list=… (or empty to turn it off).':
    'O som entre as músicas deve ser um link de vídeo ou playlist do YouTube, como https://www.youtube.com/playlist?list=… (ou vazio para desligar).',
  'The queue is full ({maxQueueSize} songs). Add this song once one has played.':
    'A fila está cheia ({maxQueueSize} músicas). Adicione esta música quando alguma já tiver tocado.',
  'The request body has too many fields (at most 100).': 'O corpo da requisição tem campos demais (no máximo 100).',
  'The request body is nested too deeply (at most 8 levels).': 'O corpo da requisição tem níveis aninhados demais (no máximo 8).',
  'The request body is not valid JSON.': 'O corpo da requisição não é um JSON válido.',
  'The request body is too large: this address takes at most {size}.': 'O corpo da requisição é grande demais: este endereço aceita no máximo {size}.',
  'The request contains a value that cannot be stored (for example a NUL character or a number out of range).':
    'A requisição contém um valor que não pode ser armazenado (por exemplo, um caractere NUL ou um número fora do intervalo).',
  'The request could not be understood.': 'Não foi possível entender a requisição.',
  'The request is not valid.': 'A requisição não é válida.',
  'The room owner cannot be booted.': 'O dono da sala não pode ser expulso.',
  'The search is too long (200 characters at most).': 'A busca é longa demais (no máximo 200 caracteres).',
  'The server is busy checking other passwords. Try again in 2 seconds.': 'O servidor está ocupado verificando outras senhas. Tente de novo em 2 segundos.',
  'There is no API route {method} {path}.': 'Não existe a rota de API {method} {path}.',
  'There is no job named "{name}".': 'Não existe nenhuma tarefa chamada “{name}”.',
  'This address takes a JSON body: send it with "Content-Type: application/json".':
    'Este endereço aceita um corpo JSON: envie com “Content-Type: application/json”.',
  'This needs an account. Create one to use it.': 'Isso precisa de uma conta. Crie uma para usar.',
  'This room is full: it allows {max, plural, one {{max} guest} other {{max} guests}} at a time.':
    'Esta sala está cheia: ela permite {max, plural, one {# convidado} other {# convidados}} por vez.',
  ['This room is full: it allows {max, plural, one {{max} guest} other {{max} guests}} at a time. ' +
  'Ask {host} — their plan allows {max, plural, one {{max} guest} other {{max} guests}}.']:
    'Esta sala está cheia: ela permite {max, plural, one {# convidado} other {# convidados}} por vez. ' +
    'Fale com {host}: o plano do anfitrião permite {max, plural, one {# convidado} other {# convidados}}.',
  'This room is locked — ask the host to unlock it.': 'Esta sala está trancada — peça ao anfitrião para destrancá-la.',
  'Too many joins from your network. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Muitas entradas a partir da sua rede. Tente de novo em {wait, plural, one {# segundo} other {# segundos}}.',
  'Too many profile changes. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Muitas alterações de perfil. Tente de novo em {wait, plural, one {# segundo} other {# segundos}}.',
  'Too many searches. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Muitas buscas. Tente de novo em {wait, plural, one {# segundo} other {# segundos}}.',
  'Too many sign-in attempts from your network. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Muitas tentativas de login a partir da sua rede. Tente de novo em {wait, plural, one {# segundo} other {# segundos}}.',
  'Too many sign-in attempts. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Muitas tentativas de login. Tente de novo em {wait, plural, one {# segundo} other {# segundos}}.',
  'Too many sign-ups from your network. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Muitos cadastros a partir da sua rede. Tente de novo em {wait, plural, one {# segundo} other {# segundos}}.',
  'Too many wrong room codes from your network. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Muitos códigos de sala errados a partir da sua rede. Tente de novo em {wait, plural, one {# segundo} other {# segundos}}.',
  'Too many wrong room codes. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Muitos códigos de sala errados. Tente de novo em {wait, plural, one {# segundo} other {# segundos}}.',
  'Unknown field "{field}".': 'Campo desconhecido: “{field}”.',
  'Unknown filter "{key}".': 'Filtro desconhecido: “{key}”.',
  'Use either page, pageSize, sortBy and sortOrder or range, sort and filter (the ra-data-simple-rest convention), not both.':
    'Use page, pageSize, sortBy e sortOrder ou range, sort e filter (a convenção do ra-data-simple-rest), não os dois.',
  'User not found': 'Usuário não encontrado',
  'Username can only contain letters, digits, dots, dashes and underscores': 'O nome de usuário só pode conter letras, dígitos, pontos, hifens e sublinhados',
  'Username is already taken': 'Esse nome de usuário já está em uso',
  'Username is required': 'O nome de usuário é obrigatório',
  'Username must be at least 3 characters': 'O nome de usuário deve ter pelo menos 3 caracteres',
  'Username must be at most 50 characters': 'O nome de usuário deve ter no máximo 50 caracteres',
  'You already have {live, plural, one {{live} active room} other {{live} active rooms}}, the most your plan allows. Delete one to create another.':
    'Você já tem {live, plural, one {# sala ativa} other {# salas ativas}}, o máximo que seu plano permite. Exclua uma para criar outra.',
  'You already have {waiting, plural, one {{waiting} song} other {{waiting} songs}} waiting, the most this room allows. Add another once one has played.':
    'Você já tem {waiting, plural, one {# música} other {# músicas}} na fila, o máximo que esta sala permite. Adicione outra quando alguma já tiver tocado.',
  'You are adding songs too quickly. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Você está adicionando músicas rápido demais. Tente de novo em {wait, plural, one {# segundo} other {# segundos}}.',
  'You are not in a room any more.': 'Você não está mais em nenhuma sala.',
  'You are not in this room. Join it with its code first.': 'Você não está nesta sala. Entre nela com o código primeiro.',
  'You are the last admin: promote someone else first.': 'Você é o último admin: promova outra pessoa primeiro.',
  'You can only change your own account.': 'Você só pode alterar sua própria conta.',
  'You can only check your own membership.': 'Você só pode verificar a sua própria participação em salas.',
  'You can only create rooms for yourself.': 'Você só pode criar salas em seu próprio nome.',
  'You can only join a room yourself.': 'Você só pode entrar numa sala em seu próprio nome.',
  'You can only see your own past parties.': 'Você só pode ver suas próprias festas anteriores.',
  'You can only see your own rooms.': 'Você só pode ver suas próprias salas.',
  'You cannot delete your own account.': 'Você não pode excluir sua própria conta.',
  'You have been removed from this room': 'Você foi removido desta sala',
  'You have created {created} rooms in the last 24 hours, the most your plan allows. You can create another in {hours, plural, one {{hours} hour} other {{hours} hours}}.':
    'Você criou {created} salas nas últimas 24 horas, o máximo que seu plano permite. Você pode criar outra em {hours, plural, one {# hora} other {# horas}}.',
  ['You have created {created} rooms in the last 24 hours, the most your plan allows. ' +
  'You can create another in {minutes, plural, one {{minutes} minute} other {{minutes} minutes}}.']:
    'Você criou {created} salas nas últimas 24 horas, o máximo que seu plano permite. ' +
    'Você pode criar outra em {minutes, plural, one {# minuto} other {# minutos}}.',
  'You need admin privileges to access this page.': 'Você precisa de permissão de admin para acessar esta página.',
  'You need to be logged in to access this page.': 'Você precisa fazer login para acessar esta página.',
  'Your current password is not correct.': 'Sua senha atual não está correta.',
  'addedById must be a whole number.': 'addedById deve ser um número inteiro.',
  'autoSkipMinutes must be one of 0 (disabled), 3, 5, 6 or 10.': 'autoSkipMinutes deve ser 0 (desativado), 3, 5, 6 ou 10.',
  'days must be a whole number between 1 and 90.': 'days deve ser um número inteiro entre 1 e 90.',
  'ended must be true or false.': 'ended deve ser true ou false.',
  'endpoint must be a push service on the internet, on port 443: this server sends nothing to local, private or reserved addresses.':
    'endpoint deve ser um serviço de push na internet, na porta 443: este servidor não envia nada para endereços locais, privados ou reservados.',
  "endpoint must be the https:// address of your browser's push service (at most 1000 characters), as PushSubscription.toJSON() gives it.":
    'endpoint deve ser o endereço https:// do serviço de push do seu navegador (no máximo 1000 caracteres), como PushSubscription.toJSON() o fornece.',
  'errorCode must be one of 2, 5, 100, 101 or 150 (YouTube player errors).': 'errorCode deve ser 2, 5, 100, 101 ou 150 (erros do player do YouTube).',
  'filter must be a JSON object such as {"q":"sam"}.': 'filter deve ser um objeto JSON, como {"q":"sam"}.',
  'filter.id may list at most 500 ids.': 'filter.id pode listar no máximo 500 ids.',
  'filter.id must list room ids.': 'filter.id deve listar ids de salas.',
  'filter.id must list user ids (whole numbers).': 'filter.id deve listar ids de usuários (números inteiros).',
  "force_api must be 'true' or 'false'.": "force_api deve ser 'true' ou 'false'.",
  "hasRoom must be 'true' or 'false'.": "hasRoom deve ser 'true' ou 'false'.",
  'inactivityTimeoutMinutes must be a whole number of minutes.': 'inactivityTimeoutMinutes deve ser um número inteiro de minutos.',
  'inactivityTimeoutMinutes must be between 5 and 240.': 'inactivityTimeoutMinutes deve estar entre 5 e 240.',
  'interstitialSeconds must be a whole number of seconds between 0 and 30.': 'interstitialSeconds deve ser um número inteiro de segundos entre 0 e 30.',
  "isActive must be 'true' or 'false'.": "isActive deve ser 'true' ou 'false'.",
  'isLocked must be true or false.': 'isLocked deve ser true ou false.',
  'keys must hold p256dh and auth, as PushSubscription.toJSON() gives them.': 'keys deve conter p256dh e auth, como PushSubscription.toJSON() os fornece.',
  "keys.auth must be your browser's push secret: 16 bytes in base64url, as PushSubscription.toJSON() gives it.":
    'keys.auth deve ser o segredo de push do seu navegador: 16 bytes em base64url, como PushSubscription.toJSON() o fornece.',
  "keys.p256dh must be your browser's push key: an uncompressed P-256 point in base64url, as PushSubscription.toJSON() gives it.":
    'keys.p256dh deve ser a chave de push do seu navegador: um ponto P-256 não comprimido em base64url, como PushSubscription.toJSON() a fornece.',
  "language must be one of en, es, de, fr, pt-BR, ja, ar, or null for each screen's own.":
    'language deve ser um destes: en, es, de, fr, pt-BR, ja, ar, ou null para cada tela usar o próprio idioma.',
  "language must be one of en, es, de, fr, pt-BR, ja, ar: the language this browser's notifications are worded in.":
    'language deve ser um de en, es, de, fr, pt-BR, ja, ar: o idioma em que as notificações deste navegador são escritas.',
  'limit must be a whole number between 1 and 500.': 'limit deve ser um número inteiro entre 1 e 500.',
  'limit must be a whole number.': 'limit deve ser um número inteiro.',
  'limit must be between 1 and 200.': 'limit deve estar entre 1 e 200.',
  'maxRoomDurationHours must be a whole number of hours.': 'maxRoomDurationHours deve ser um número inteiro de horas.',
  'maxRoomDurationHours must be between 1 and 24.': 'maxRoomDurationHours deve estar entre 1 e 24.',
  'maxUsers must be a whole number of at least 0.': 'maxUsers deve ser um número inteiro maior ou igual a 0.',
  'minUsers must be a whole number of at least 0.': 'minUsers deve ser um número inteiro maior ou igual a 0.',
  'newPosition must be a whole number.': 'newPosition deve ser um número inteiro.',
  'newPosition must be at least 1.': 'newPosition deve ser pelo menos 1.',
  'newPosition must be between 1 and {count}, the number of songs in the queue.': 'newPosition deve estar entre 1 e {count}, o número de músicas na fila.',
  'page must be a whole number of at least 1.': 'page deve ser um número inteiro maior ou igual a 1.',
  'pageSize must be one of 25, 50, 100 or 500.': 'pageSize deve ser 25, 50, 100 ou 500.',
  'playing must be true or false.': 'playing deve ser true ou false.',
  'position must be a whole number.': 'position deve ser um número inteiro.',
  'position must be at least 1.': 'position deve ser pelo menos 1.',
  "queueMode must be 'fifo' or 'rotation'.": "queueMode deve ser 'fifo' ou 'rotation'.",
  'range must be a JSON array [first, last] covering 25, 50, 100 or 500 rows from a multiple of that count, such as [0,24].':
    'range deve ser um array JSON [first, last] cobrindo 25, 50, 100 ou 500 linhas a partir de um múltiplo desse número, como [0,24].',
  'reaction must be one of clap, fire, heart, laugh or mic.': 'reaction deve ser clap, fire, heart, laugh ou mic.',
  "role must be 'user' or 'admin'.": "role deve ser 'user' ou 'admin'.",
  "role must be 'user', 'moderator' or 'admin'.": "role deve ser 'user', 'moderator' ou 'admin'.",
  'search must be at most 100 characters.': 'search deve ter no máximo 100 caracteres.',
  'settings must be an object holding the settings to change.': 'settings deve ser um objeto com as configurações a alterar.',
  'sort must be a JSON array [field, order] such as ["createdAt","DESC"].': 'sort deve ser um array JSON [field, order], como ["createdAt","DESC"].',
  'sortBy must be one of createdAt, name, code, ownerUsername, userCount, queueCount, lastActivity.':
    'sortBy deve ser um destes: createdAt, name, code, ownerUsername, userCount, queueCount, lastActivity.',
  'sortBy must be one of createdAt, username, displayName, role, subscriptionTier, lastActive, userId.':
    'sortBy deve ser um destes: createdAt, username, displayName, role, subscriptionTier, lastActive, userId.',
  "sortOrder must be 'asc' or 'desc'.": "sortOrder deve ser 'asc' ou 'desc'.",
  'startedAt must be the date and time the skipped song started (ISO 8601).': 'startedAt deve ser a data e a hora em que a música pulada começou (ISO 8601).',
  "style must be one of 'karaoke', 'lower-key', 'higher-key', 'duet' or 'lyrics'.": "style deve ser 'karaoke', 'lower-key', 'higher-key', 'duet' ou 'lyrics'.",
  'subscriptionTier must be 1, 2, 3 or 999.': 'subscriptionTier deve ser 1, 2, 3 ou 999.',
  'tier must be 1, 2, 3 or 999.': 'tier deve ser 1, 2, 3 ou 999.',
  'title must be between 1 and 300 characters.': 'title deve ter entre 1 e 300 caracteres.',
  'version must be the version of the account as read.': 'version deve ser a versão da conta como foi lida.',
  'videoId must be a YouTube video id.': 'videoId deve ser um id de vídeo do YouTube.',
  'videoId must be the id of the song being skipped, or null.': 'videoId deve ser o id da música que está sendo pulada, ou null.',
  '{field} must be a date such as 2026-11-22 or 2026-11-22T18:00:00Z.': '{field} deve ser uma data, como 2026-11-22 ou 2026-11-22T18:00:00Z.',
  '{field} must be one of 1, 2, 3, 5 or 999 (unlimited).': '{field} deve ser 1, 2, 3, 5 ou 999 (sem limite).',
  "videoId must be an 11-character YouTube video id or a library song's id.":
    'videoId deve ser um id de vídeo do YouTube com 11 caracteres ou o id de uma música da biblioteca.',
  "The song id in the address must be a library song's id, like lib-0123456789abcdef.":
    'O id da música no endereço deve ser o de uma música da biblioteca, como lib-0123456789abcdef.',
  "That song is no longer in the host's library.": 'Essa música não está mais na biblioteca do anfitrião.',
  'That song is not queued or playing in this room, so its file is not shared here.':
    'Essa música não está na fila nem tocando nesta sala, então o arquivo dela não é compartilhado aqui.',
  'No library folder is set: set MEDIA_DIR to a folder of karaoke files and restart the server.':
    'Nenhuma pasta de biblioteca foi definida: defina MEDIA_DIR como uma pasta de arquivos de karaokê e reinicie o servidor.',
  'limit must be a whole number from 1 to 50.': 'limit deve ser um número inteiro de 1 a 50.',
  'sortBy must be one of reportedAt, title.': 'sortBy deve ser um destes: reportedAt, title.',
  'This video is not hidden: search already offers it.': 'Este vídeo não está oculto: a busca já o oferece.',
  'filter.id must list YouTube video ids.': 'filter.id deve listar ids de vídeos do YouTube.',
  'tier must be 2 (Premium) or 3 (Pro): the plans an account can ask for.': 'tier deve ser 2 (Premium) ou 3 (Pro): os planos que uma conta pode pedir.',
  'Your account is already on this plan or a bigger one.': 'Sua conta já está neste plano ou em um maior.',
  'You have no plan request waiting.': 'Você não tem nenhum pedido de plano aguardando.',
  'That plan request does not exist.': 'Esse pedido de plano não existe.',
  'This plan request was already answered.': 'Este pedido de plano já foi respondido.',
  'A reason can be at most 200 characters.': 'Um motivo pode ter no máximo 200 caracteres.',
  'Only an administrator of this server can approve a plan. Sign in details of an administrator account are needed.':
    'Só um administrador deste servidor pode aprovar um plano. É preciso o login de uma conta de administrador.',
  'status must be pending, approved or declined.': 'status deve ser pending, approved ou declined.',
  'sortBy must be createdAt, tier or status.': 'sortBy deve ser createdAt, tier ou status.',
  'filter.id must list plan request ids (whole numbers).': 'filter.id deve listar ids de pedidos de plano (números inteiros).',
  'That administrator username or password is not right.': 'Esse usuário ou senha de administrador não está certo.',
  'That request is no longer waiting: the host may have answered it already.': 'Esse pedido não está mais esperando: o anfitrião talvez já tenha respondido.',
  'That request is someone else’s: you can withdraw only your own.': 'Esse pedido é de outra pessoa: você só pode retirar os seus.',
  'That request was declined already: the guest can ask for it again.': 'Esse pedido já foi recusado: o convidado pode pedir de novo.',
  'The host has just started approving songs: add the song again to ask for it.':
    'O anfitrião acabou de passar a aprovar músicas: adicione a música de novo para pedi-la.',
  "''{title}'' cannot be approved: the person who asked for it has left the room.": '“{title}” não pode ser aprovada: a pessoa que a pediu saiu da sala.',
  'The party closes at {closingTime}: this song would not start before then.': 'A festa termina às {closingTime}: esta música não começaria antes disso.',
  'The reason can be at most 140 characters.': 'O motivo pode ter no máximo 140 caracteres.',
  'approveSongs must be true or false.': 'approveSongs deve ser true ou false.',
  'closingTime must be a time of day such as 23:00, or null for none.': 'closingTime deve ser um horário como 23:00, ou null para nenhum.',
  'timeZone must be a time zone such as Europe/Berlin.': 'timeZone deve ser um fuso horário como Europe/Berlin.',
  'lyrics must be true or false.': 'lyrics deve ser true ou false.',
  'That song is no longer on stage, so its lyrics timing was left as it was.': 'Essa música não está mais tocando, então o tempo da letra ficou como estava.',
  'Only the host or the person singing can change the lyrics timing.': 'Só o anfitrião ou quem está cantando pode mudar o tempo da letra.',
  'offsetMs must be a number of milliseconds between -10000 and 10000, in steps of 500 (half a second).':
    'offsetMs deve ser um número de milissegundos entre -10000 e 10000, em passos de 500 (meio segundo).',
  'videoId must name the song on stage.': 'videoId deve indicar a música que está tocando.',
  'Too many changes to the lyrics timing. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Muitas mudanças no tempo da letra. Tente de novo em {wait, plural, one {# segundo} other {# segundos}}.',
  'Please enter the singer’s name': 'Digite o nome de quem vai cantar',
  'That singer without a phone is not in this room.': 'Essa pessoa sem celular não está nesta sala.',
  'Only the host can add songs for singers without a phone. Ask the host to let everyone help.':
    'Só o anfitrião pode adicionar músicas para quem está sem celular. Peça a ele para deixar todo mundo ajudar.',
  'othersQueueForPhoneless must be true or false.': 'othersQueueForPhoneless deve ser true ou false.',
  'You can invite only people who are in this room.': 'Você só pode convidar pessoas que estão nesta sala.',
  'You sing this song already: invite someone else.': 'Você já canta esta música: convide outra pessoa.',
  '{name} is already invited to sing this song.': '{name} já foi convidado para cantar esta música.',
  'A song can have at most {max, plural, one {# more singer} other {# more singers}} besides you.':
    'Uma música pode ter no máximo {max, plural, one {# cantor a mais} other {# cantores a mais}} além de você.',
  'You were not invited to sing this song.': 'Você não foi convidado para cantar esta música.',
  'userIds must list one to three people in the room (their userId).': 'userIds deve listar de uma a três pessoas da sala (o userId delas).',
  'accept must be true or false.': 'accept deve ser true ou false.',
};
export default catalog;
