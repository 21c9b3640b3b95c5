/** The server's sentences in es: English template → translation (ICU MessageFormat), see ../sentences.ts. */
const catalog: Readonly<Record<string, string>> = {
  "You're up next — get ready!": 'Te toca después — ¡prepárate!',
  "You're on!": '¡Te toca!',
  '{name} is up next — hand them the mic!': '{name} va después: ¡pásale el micro!',
  '{name} is on!': '¡Le toca a {name}!',
  "''{title}'' cannot come back: the person who added it has left the room.": '“{title}” no puede volver: la persona que la agregó salió de la sala.',
  'A value in the address is too long to name anything here.': 'Un valor de la dirección es demasiado largo para nombrar algo aquí.',
  'Add an artist or a song title: every search already looks for karaoke versions, so "karaoke" alone finds nothing.':
    'Agrega un artista o el título de una canción: cada búsqueda ya busca versiones karaoke, así que solo con “karaoke” no se encuentra nada.',
  'Beta access code is required': 'El código de acceso beta es obligatorio',
  'Create an account to save favorite songs': 'Crea una cuenta para guardar tus canciones favoritas',
  'Display name is required': 'El nombre visible es obligatorio',
  'Display name is too long': 'El nombre visible es demasiado largo',
  'Display name must be 1 to 50 characters.': 'El nombre visible debe tener entre 1 y 50 caracteres.',
  'Enter your current password to set a new one.': 'Ingresa tu contraseña actual para poner una nueva.',
  'Guests have no password. Create an account to set one.': 'Los invitados no tienen contraseña. Crea una cuenta para poner una.',
  'Invalid beta access code': 'Código de acceso beta no válido',
  'Invalid tier': 'Nivel no válido',
  'Invalid username or password': 'Usuario o contraseña incorrectos',
  'Name the song on stage: its videoId and startedAt as GET /api/rooms/{roomId}/playing shows them.':
    'Indica la canción que está en el escenario: su videoId y su startedAt, tal como los muestra GET /api/rooms/{roomId}/playing.',
  'Nothing is playing right now. Cheer when the next song starts!': 'No suena nada ahora mismo. ¡Anima cuando empiece la siguiente canción!',
  'Only guests change their name here; an account changes it in Profile.': 'Aquí solo los invitados cambian su nombre; con una cuenta se cambia en Perfil.',
  'Only the room owner can do that.': 'Solo el anfitrión de la sala puede hacer eso.',
  'Password is required': 'La contraseña es obligatoria',
  'Password must be at least 6 characters': 'La contraseña debe tener al menos 6 caracteres',
  'Password must be at most 200 characters': 'La contraseña debe tener como máximo 200 caracteres',
  'Past parties are kept for accounts. Create one to keep yours.': 'Las fiestas anteriores se guardan para las cuentas. Crea una para guardar las tuyas.',
  'Please enter a search term.': 'Escribe algo para buscar.',
  'Please enter both room code and your name': 'Ingresa el código de sala y tu nombre',
  'Please enter your name': 'Ingresa tu nombre',
  'Room creation is paused for your account until {until}.': 'La creación de salas está en pausa para tu cuenta hasta {until}.',
  'Room name is required': 'El nombre de la sala es obligatorio',
  'Room name is required (at most 100 characters)': 'El nombre de la sala es obligatorio (100 caracteres como máximo)',
  'Room not found': 'No se encontró la sala',
  'Sign in required': 'Debes iniciar sesión',
  'Someone else changed this account since you opened it. Reload it to see their changes, then save again.':
    'Alguien más cambió esta cuenta desde que la abriste. Recárgala para ver sus cambios y luego guarda otra vez.',
  'Someone in this room is already called {name}. Add an initial or a nickname so everyone can tell you apart.':
    'Alguien en esta sala ya se llama {name}. Agrega una inicial o un apodo para que todos sepan quién es quién.',
  'Something went wrong on our side. Please try again in a moment.': 'Algo salió mal de nuestro lado. Inténtalo de nuevo en un momento.',
  'This endpoint is subscribed by someone else with other keys. A browser sends its own endpoint and keys together, as PushSubscription.toJSON() gives them.':
    'Otra persona ya suscribió este endpoint con otras claves. Un navegador envía su propio endpoint y sus claves juntos, tal como los da PushSubscription.toJSON().',
  'That person is not in this room.': 'Esa persona no está en esta sala.',
  'That person was not removed from this room.': 'Esa persona no fue expulsada de esta sala.',
  'This party has already ended.': 'Esta fiesta ya ha terminado.',
  'Enter the pairing code shown on the host’s screen.': 'Introduce el código de emparejamiento que aparece en la pantalla del anfitrión.',
  'That pairing code is not right. Check the code on the host’s screen.':
    'Ese código de emparejamiento no es correcto. Revisa el código en la pantalla del anfitrión.',
  'That pairing code has expired. Ask the host for a new one.': 'Ese código de emparejamiento ha caducado. Pide uno nuevo al anfitrión.',
  'A screen’s name can be at most 40 characters.': 'El nombre de una pantalla puede tener como máximo 40 caracteres.',
  'This screen is not paired. Enter the code from the host’s Open on a TV.':
    'Esta pantalla no está emparejada. Introduce el código de «Abrir en una tele» del anfitrión.',
  'That screen is not showing this room.': 'Esa pantalla no está mostrando esta sala.',
  'That song is already last in the queue, so nobody else can go first.': 'Esa canción ya es la última de la cola, así que nadie más puede pasar antes.',
  'That song is no longer in the queue.': 'Esa canción ya no está en la cola.',
  "That song is not among this room's songs tonight.": 'Esa canción no está entre las canciones de esta noche en esta sala.',
  'That song was added by someone else: you can change only your own songs, and the host manages the rest.':
    'Esa canción la agregó otra persona: solo puedes cambiar tus propias canciones, y el anfitrión se encarga del resto.',
  'The address has too many query parameters (at most 100).': 'La dirección tiene demasiados parámetros de consulta (100 como máximo).',
  'The address is not valid: it has a broken percent-encoding.': 'La dirección no es válida: tiene una codificación porcentual defectuosa.',
  'YouTube cannot be reached right now, so this link could not be looked up. Try again in a moment.':
    'No se puede conectar con YouTube ahora mismo, así que no se pudo buscar este enlace. Inténtalo de nuevo en un momento.',
  "You have used your {count, plural, one {# YouTube API search} other {# YouTube API searches}} for today, so results come from YouTube's web search.":
    'Ya usaste tus {count, plural, one {# búsqueda} other {# búsquedas}} de hoy con la API de YouTube, así que los resultados vienen de la búsqueda web de YouTube.',
  "Searches through the YouTube API are kept for the admins of this server, so results come from YouTube's web search.":
    'Las búsquedas con la API de YouTube están reservadas a los administradores de este servidor, así que los resultados vienen de la búsqueda web de YouTube.',
  "This hour's YouTube API searches are used up, so for the next {minutes, plural, one {# minute} other {# minutes}} results come from YouTube's web search.":
    'Las búsquedas con la API de YouTube de esta hora se agotaron, así que durante {minutes, plural, one {el próximo minuto} other {los próximos # minutos}} los resultados vienen de la búsqueda web de YouTube.',
  "Today's YouTube API quota is used up, so until it comes back at midnight Pacific time, results come from YouTube's web search.":
    'La cuota de la API de YouTube de hoy se agotó, así que hasta que vuelva a medianoche (hora del Pacífico) los resultados vienen de la búsqueda web de YouTube.',
  'YouTube cannot be reached right now, so results come from songs this app already knows.':
    'No se puede conectar con YouTube ahora mismo, así que los resultados vienen de canciones que esta app ya conoce.',
  'The database is unavailable right now. Please try again in a moment.': 'La base de datos no está disponible ahora mismo. Inténtalo de nuevo en un momento.',
  'The host cannot leave their own room. Delete it from the dashboard to end the party.':
    'El anfitrión no puede salir de su propia sala. Elimínala desde el panel para terminar la fiesta.',
  'The intermission must be a YouTube video or playlist link, like https://www.youtube.com/playlist?list=… (or empty to turn it off).':
    'La música entre canciones debe ser un enlace a un video o una lista de reproducción de YouTube, ' +
    'como https://www.youtube.com/playlist?list=… (o quedar vacía para desactivarla).',
  'The queue is full ({maxQueueSize} songs). Add this song once one has played.':
    'La cola está llena ({maxQueueSize} canciones). Agrega esta canción cuando haya sonado una.',
  'The request body has too many fields (at most 100).': 'El cuerpo de la solicitud tiene demasiados campos (100 como máximo).',
  'The request body is nested too deeply (at most 8 levels).': 'El cuerpo de la solicitud tiene demasiados niveles anidados (8 como máximo).',
  'The request body is not valid JSON.': 'El cuerpo de la solicitud no es JSON válido.',
  'The request body is too large: this address takes at most {size}.':
    'El cuerpo de la solicitud es demasiado grande: esta dirección acepta como máximo {size}.',
  'The request contains a value that cannot be stored (for example a NUL character or a number out of range).':
    'La solicitud contiene un valor que no se puede guardar (por ejemplo, un carácter NUL o un número fuera de rango).',
  'The request could not be understood.': 'No se pudo entender la solicitud.',
  'The request is not valid.': 'La solicitud no es válida.',
  'The room owner cannot be booted.': 'No se puede expulsar al anfitrión de la sala.',
  'The search is too long (200 characters at most).': 'La búsqueda es demasiado larga (200 caracteres como máximo).',
  'The server is busy checking other passwords. Try again in 2 seconds.':
    'El servidor está ocupado comprobando otras contraseñas. Inténtalo de nuevo en 2 segundos.',
  'There is no API route {method} {path}.': 'No existe la ruta de API {method} {path}.',
  'There is no job named "{name}".': 'No hay ninguna tarea llamada “{name}”.',
  'This address takes a JSON body: send it with "Content-Type: application/json".':
    'Esta dirección acepta un cuerpo JSON: envíalo con “Content-Type: application/json”.',
  'This needs an account. Create one to use it.': 'Esto requiere una cuenta. Crea una para usarlo.',
  'This room is full: it allows {max, plural, one {{max} guest} other {{max} guests}} at a time.':
    'Esta sala está llena: admite {max, plural, one {# invitado} other {# invitados}} a la vez.',
  ['This room is full: it allows {max, plural, one {{max} guest} other {{max} guests}} at a time. ' +
  'Ask {host} — their plan allows {max, plural, one {{max} guest} other {{max} guests}}.']:
    'Esta sala está llena: admite {max, plural, one {# invitado} other {# invitados}} a la vez. ' +
    'Habla con {host} — su plan admite {max, plural, one {# invitado} other {# invitados}}.',
  'This room is locked — ask the host to unlock it.': 'Esta sala está bloqueada — pídele al anfitrión que la desbloquee.',
  'Too many joins from your network. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Demasiados intentos de entrar desde tu red. Inténtalo de nuevo en {wait, plural, one {# segundo} other {# segundos}}.',
  'Too many profile changes. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Demasiados cambios de perfil. Inténtalo de nuevo en {wait, plural, one {# segundo} other {# segundos}}.',
  'Too many searches. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Demasiadas búsquedas. Inténtalo de nuevo en {wait, plural, one {# segundo} other {# segundos}}.',
  'Too many sign-in attempts from your network. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Demasiados intentos de inicio de sesión desde tu red. Inténtalo de nuevo en {wait, plural, one {# segundo} other {# segundos}}.',
  'Too many sign-in attempts. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Demasiados intentos de inicio de sesión. Inténtalo de nuevo en {wait, plural, one {# segundo} other {# segundos}}.',
  'Too many sign-ups from your network. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Demasiados registros desde tu red. Inténtalo de nuevo en {wait, plural, one {# segundo} other {# segundos}}.',
  'Too many wrong room codes from your network. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Demasiados códigos de sala incorrectos desde tu red. Inténtalo de nuevo en {wait, plural, one {# segundo} other {# segundos}}.',
  'Too many wrong room codes. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Demasiados códigos de sala incorrectos. Inténtalo de nuevo en {wait, plural, one {# segundo} other {# segundos}}.',
  'Unknown field "{field}".': 'Campo desconocido: “{field}”.',
  'Unknown filter "{key}".': 'Filtro desconocido: “{key}”.',
  'Use either page, pageSize, sortBy and sortOrder or range, sort and filter (the ra-data-simple-rest convention), not both.':
    'Usa page, pageSize, sortBy y sortOrder, o bien range, sort y filter (la convención de ra-data-simple-rest), pero no ambos.',
  'User not found': 'No se encontró el usuario',
  'Username can only contain letters, digits, dots, dashes and underscores':
    'El nombre de usuario solo puede contener letras, dígitos, puntos, guiones y guiones bajos',
  'Username is already taken': 'Ese nombre de usuario ya está en uso',
  'Username is required': 'El nombre de usuario es obligatorio',
  'Username must be at least 3 characters': 'El nombre de usuario debe tener al menos 3 caracteres',
  'Username must be at most 50 characters': 'El nombre de usuario debe tener como máximo 50 caracteres',
  'You already have {live, plural, one {{live} active room} other {{live} active rooms}}, the most your plan allows. Delete one to create another.':
    'Ya tienes {live, plural, one {# sala activa} other {# salas activas}}, el máximo que permite tu plan. Elimina una para crear otra.',
  'You already have {waiting, plural, one {{waiting} song} other {{waiting} songs}} waiting, the most this room allows. Add another once one has played.':
    'Ya tienes {waiting, plural, one {# canción} other {# canciones}} en espera, el máximo que permite esta sala. Agrega otra cuando haya sonado una.',
  'You are adding songs too quickly. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Estás agregando canciones demasiado rápido. Inténtalo de nuevo en {wait, plural, one {# segundo} other {# segundos}}.',
  'You are not in a room any more.': 'Ya no estás en ninguna sala.',
  'You are not in this room. Join it with its code first.': 'No estás en esta sala. Primero entra con su código.',
  'You are the last admin: promote someone else first.': 'Eres el último admin: primero haz admin a otra persona.',
  'You can only change your own account.': 'Solo puedes cambiar tu propia cuenta.',
  'You can only check your own membership.': 'Solo puedes consultar tu propia pertenencia a una sala.',
  'You can only create rooms for yourself.': 'Solo puedes crear salas para ti.',
  'You can only join a room yourself.': 'Solo puedes entrar a una sala en tu propio nombre.',
  'You can only see your own past parties.': 'Solo puedes ver tus propias fiestas anteriores.',
  'You can only see your own rooms.': 'Solo puedes ver tus propias salas.',
  'You cannot delete your own account.': 'No puedes eliminar tu propia cuenta.',
  'You have been removed from this room': 'Te expulsaron de esta sala',
  'You have created {created} rooms in the last 24 hours, the most your plan allows. You can create another in {hours, plural, one {{hours} hour} other {{hours} hours}}.':
    'Creaste {created} salas en las últimas 24 horas, el máximo que permite tu plan. Puedes crear otra en {hours, plural, one {# hora} other {# horas}}.',
  ['You have created {created} rooms in the last 24 hours, the most your plan allows. ' +
  'You can create another in {minutes, plural, one {{minutes} minute} other {{minutes} minutes}}.']:
    'Creaste {created} salas en las últimas 24 horas, el máximo que permite tu plan. Puedes crear otra en {minutes, plural, one {# minuto} other {# minutos}}.',
  'You need admin privileges to access this page.': 'Necesitas permisos de admin para entrar a esta página.',
  'You need to be logged in to access this page.': 'Debes iniciar sesión para entrar a esta página.',
  'Your current password is not correct.': 'Tu contraseña actual no es correcta.',
  'addedById must be a whole number.': 'addedById debe ser un número entero.',
  'autoSkipMinutes must be one of 0 (disabled), 3, 5, 6 or 10.': 'autoSkipMinutes debe ser 0 (desactivado), 3, 5, 6 o 10.',
  'days must be a whole number between 1 and 90.': 'days debe ser un número entero entre 1 y 90.',
  'ended must be true or false.': 'ended debe ser true o false.',
  'endpoint must be a push service on the internet, on port 443: this server sends nothing to local, private or reserved addresses.':
    'endpoint debe ser un servicio push en internet, en el puerto 443: este servidor no envía nada a direcciones locales, privadas o reservadas.',
  "endpoint must be the https:// address of your browser's push service (at most 1000 characters), as PushSubscription.toJSON() gives it.":
    'endpoint debe ser la dirección https:// del servicio push de tu navegador (1000 caracteres como máximo), tal como la da PushSubscription.toJSON().',
  'errorCode must be one of 2, 5, 100, 101 or 150 (YouTube player errors).': 'errorCode debe ser 2, 5, 100, 101 o 150 (errores del reproductor de YouTube).',
  'filter must be a JSON object such as {"q":"sam"}.': 'filter debe ser un objeto JSON, como {"q":"sam"}.',
  'filter.id may list at most 500 ids.': 'filter.id puede listar como máximo 500 ids.',
  'filter.id must list room ids.': 'filter.id debe listar ids de salas.',
  'filter.id must list user ids (whole numbers).': 'filter.id debe listar ids de usuarios (números enteros).',
  "force_api must be 'true' or 'false'.": "force_api debe ser 'true' o 'false'.",
  "hasRoom must be 'true' or 'false'.": "hasRoom debe ser 'true' o 'false'.",
  'inactivityTimeoutMinutes must be a whole number of minutes.': 'inactivityTimeoutMinutes debe ser un número entero de minutos.',
  'inactivityTimeoutMinutes must be between 5 and 240.': 'inactivityTimeoutMinutes debe estar entre 5 y 240.',
  'interstitialSeconds must be a whole number of seconds between 0 and 30.': 'interstitialSeconds debe ser un número entero de segundos entre 0 y 30.',
  "isActive must be 'true' or 'false'.": "isActive debe ser 'true' o 'false'.",
  'isLocked must be true or false.': 'isLocked debe ser true o false.',
  'keys must hold p256dh and auth, as PushSubscription.toJSON() gives them.': 'keys debe contener p256dh y auth, tal como los da PushSubscription.toJSON().',
  "keys.auth must be your browser's push secret: 16 bytes in base64url, as PushSubscription.toJSON() gives it.":
    'keys.auth debe ser el secreto push de tu navegador: 16 bytes en base64url, tal como lo da PushSubscription.toJSON().',
  "keys.p256dh must be your browser's push key: an uncompressed P-256 point in base64url, as PushSubscription.toJSON() gives it.":
    'keys.p256dh debe ser la clave push de tu navegador: un punto P-256 sin comprimir en base64url, tal como la da PushSubscription.toJSON().',
  "language must be one of en, es, de, fr, pt-BR, ja, ar, or null for each screen's own.":
    'language debe ser uno de estos: en, es, de, fr, pt-BR, ja, ar, o null para que cada pantalla use su propio idioma.',
  "language must be one of en, es, de, fr, pt-BR, ja, ar: the language this browser's notifications are worded in.":
    'language debe ser uno de en, es, de, fr, pt-BR, ja, ar: el idioma en que se redactan las notificaciones de este navegador.',
  'limit must be a whole number between 1 and 500.': 'limit debe ser un número entero entre 1 y 500.',
  'limit must be a whole number.': 'limit debe ser un número entero.',
  'limit must be between 1 and 200.': 'limit debe estar entre 1 y 200.',
  'maxRoomDurationHours must be a whole number of hours.': 'maxRoomDurationHours debe ser un número entero de horas.',
  'maxRoomDurationHours must be between 1 and 24.': 'maxRoomDurationHours debe estar entre 1 y 24.',
  'maxUsers must be a whole number of at least 0.': 'maxUsers debe ser un número entero de al menos 0.',
  'minUsers must be a whole number of at least 0.': 'minUsers debe ser un número entero de al menos 0.',
  'newPosition must be a whole number.': 'newPosition debe ser un número entero.',
  'newPosition must be at least 1.': 'newPosition debe ser al menos 1.',
  'newPosition must be between 1 and {count}, the number of songs in the queue.':
    'newPosition debe estar entre 1 y {count}, el número de canciones en la cola.',
  'page must be a whole number of at least 1.': 'page debe ser un número entero de al menos 1.',
  'pageSize must be one of 25, 50, 100 or 500.': 'pageSize debe ser 25, 50, 100 o 500.',
  'playing must be true or false.': 'playing debe ser true o false.',
  'position must be a whole number.': 'position debe ser un número entero.',
  'position must be at least 1.': 'position debe ser al menos 1.',
  "queueMode must be 'fifo' or 'rotation'.": "queueMode debe ser 'fifo' o 'rotation'.",
  'range must be a JSON array [first, last] covering 25, 50, 100 or 500 rows from a multiple of that count, such as [0,24].':
    'range debe ser un array JSON [first, last] que abarque 25, 50, 100 o 500 filas a partir de un múltiplo de esa cantidad, como [0,24].',
  'reaction must be one of clap, fire, heart, laugh or mic.': 'reaction debe ser clap, fire, heart, laugh o mic.',
  "role must be 'user' or 'admin'.": "role debe ser 'user' o 'admin'.",
  "role must be 'user', 'moderator' or 'admin'.": "role debe ser 'user', 'moderator' o 'admin'.",
  'search must be at most 100 characters.': 'search debe tener como máximo 100 caracteres.',
  'settings must be an object holding the settings to change.': 'settings debe ser un objeto con los ajustes que quieres cambiar.',
  'sort must be a JSON array [field, order] such as ["createdAt","DESC"].': 'sort debe ser un array JSON [field, order], como ["createdAt","DESC"].',
  'sortBy must be one of createdAt, name, code, ownerUsername, userCount, queueCount, lastActivity.':
    'sortBy debe ser uno de estos: createdAt, name, code, ownerUsername, userCount, queueCount, lastActivity.',
  'sortBy must be one of createdAt, username, displayName, role, subscriptionTier, lastActive, userId.':
    'sortBy debe ser uno de estos: createdAt, username, displayName, role, subscriptionTier, lastActive, userId.',
  "sortOrder must be 'asc' or 'desc'.": "sortOrder debe ser 'asc' o 'desc'.",
  'startedAt must be the date and time the skipped song started (ISO 8601).': 'startedAt debe ser la fecha y hora en que empezó la canción saltada (ISO 8601).',
  "style must be one of 'karaoke', 'lower-key', 'higher-key', 'duet' or 'lyrics'.": "style debe ser 'karaoke', 'lower-key', 'higher-key', 'duet' o 'lyrics'.",
  'subscriptionTier must be 1, 2, 3 or 999.': 'subscriptionTier debe ser 1, 2, 3 o 999.',
  'tier must be 1, 2, 3 or 999.': 'tier debe ser 1, 2, 3 o 999.',
  'title must be between 1 and 300 characters.': 'title debe tener entre 1 y 300 caracteres.',
  'version must be the version of the account as read.': 'version debe ser la versión de la cuenta tal como se leyó.',
  'videoId must be a YouTube video id.': 'videoId debe ser un id de video de YouTube.',
  'videoId must be the id of the song being skipped, or null.': 'videoId debe ser el id de la canción que se salta, o null.',
  '{field} must be a date such as 2026-11-22 or 2026-11-22T18:00:00Z.': '{field} debe ser una fecha, como 2026-11-22 o 2026-11-22T18:00:00Z.',
  '{field} must be one of 1, 2, 3, 5 or 999 (unlimited).': '{field} debe ser 1, 2, 3, 5 o 999 (sin límite).',
  "videoId must be an 11-character YouTube video id or a library song's id.":
    'videoId debe ser un id de video de YouTube de 11 caracteres o el id de una canción de la biblioteca.',
  "The song id in the address must be a library song's id, like lib-0123456789abcdef.":
    'El id de canción de la dirección debe ser el de una canción de la biblioteca, como lib-0123456789abcdef.',
  "That song is no longer in the host's library.": 'Esa canción ya no está en la biblioteca del anfitrión.',
  'That song is not queued or playing in this room, so its file is not shared here.':
    'Esa canción no está en la cola ni sonando en esta sala, así que su archivo no se comparte aquí.',
  'No library folder is set: set MEDIA_DIR to a folder of karaoke files and restart the server.':
    'No hay una carpeta de biblioteca: define MEDIA_DIR con una carpeta de archivos de karaoke y reinicia el servidor.',
  'limit must be a whole number from 1 to 50.': 'limit debe ser un número entero del 1 al 50.',
  'sortBy must be one of reportedAt, title.': 'sortBy debe ser uno de estos: reportedAt, title.',
  'This video is not hidden: search already offers it.': 'Este video no está oculto: la búsqueda ya lo ofrece.',
  'filter.id must list YouTube video ids.': 'filter.id debe listar ids de videos de YouTube.',
  'tier must be 2 (Premium) or 3 (Pro): the plans an account can ask for.': 'tier debe ser 2 (Premium) o 3 (Pro): los planes que una cuenta puede pedir.',
  'Your account is already on this plan or a bigger one.': 'Tu cuenta ya tiene este plan o uno mayor.',
  'You have no plan request waiting.': 'No tienes ninguna solicitud de plan pendiente.',
  'That plan request does not exist.': 'Esa solicitud de plan no existe.',
  'This plan request was already answered.': 'Esta solicitud de plan ya fue respondida.',
  'A reason can be at most 200 characters.': 'Un motivo puede tener como máximo 200 caracteres.',
  'Only an administrator of this server can approve a plan. Sign in details of an administrator account are needed.':
    'Solo un administrador de este servidor puede aprobar un plan. Hacen falta los datos de acceso de una cuenta de administrador.',
  'status must be pending, approved or declined.': 'status debe ser pending, approved o declined.',
  'sortBy must be createdAt, tier or status.': 'sortBy debe ser createdAt, tier o status.',
  'filter.id must list plan request ids (whole numbers).': 'filter.id debe listar ids de solicitudes de plan (números enteros).',
  'That administrator username or password is not right.': 'Ese usuario o esa contraseña de administrador no son correctos.',
  'That request is no longer waiting: the host may have answered it already.':
    'Esa solicitud ya no está en espera: puede que el anfitrión ya la haya respondido.',
  'That request is someone else’s: you can withdraw only your own.': 'Esa solicitud es de otra persona: solo puedes retirar las tuyas.',
  'That request was declined already: the guest can ask for it again.': 'Esa solicitud ya fue rechazada: el invitado puede volver a pedirla.',
  'The host has just started approving songs: add the song again to ask for it.':
    'El anfitrión acaba de empezar a aprobar canciones: agrega la canción otra vez para pedirla.',
  "''{title}'' cannot be approved: the person who asked for it has left the room.": '“{title}” no se puede aprobar: la persona que la pidió salió de la sala.',
  'The party closes at {closingTime}: this song would not start before then.':
    'La fiesta cierra a las {closingTime}: esta canción no empezaría antes de esa hora.',
  'The reason can be at most 140 characters.': 'El motivo puede tener como máximo 140 caracteres.',
  'approveSongs must be true or false.': 'approveSongs debe ser true o false.',
  'closingTime must be a time of day such as 23:00, or null for none.': 'closingTime debe ser una hora del día como 23:00, o null para ninguna.',
  'timeZone must be a time zone such as Europe/Berlin.': 'timeZone debe ser una zona horaria como Europe/Berlin.',
  'lyrics must be true or false.': 'lyrics debe ser true o false.',
  'That song is no longer on stage, so its lyrics timing was left as it was.':
    'Esa canción ya no está sonando, así que el ritmo de su letra no se ha cambiado.',
  'Only the host or the person singing can change the lyrics timing.': 'Solo el anfitrión o quien está cantando puede cambiar el ritmo de la letra.',
  'offsetMs must be a number of milliseconds between -10000 and 10000, in steps of 500 (half a second).':
    'offsetMs debe ser un número de milisegundos entre -10000 y 10000, en pasos de 500 (medio segundo).',
  'videoId must name the song on stage.': 'videoId debe indicar la canción que está sonando.',
  'Too many changes to the lyrics timing. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Demasiados cambios en el ritmo de la letra. Inténtalo de nuevo en {wait, plural, one {# segundo} other {# segundos}}.',
  'Please enter the singer’s name': 'Escribe el nombre de quien va a cantar',
  'That singer without a phone is not in this room.': 'Esa persona sin móvil no está en esta sala.',
  'Only the host can add songs for singers without a phone. Ask the host to let everyone help.':
    'Solo el anfitrión puede añadir canciones para quienes no tienen móvil. Pídele que deje ayudar a todos.',
  'othersQueueForPhoneless must be true or false.': 'othersQueueForPhoneless debe ser true o false.',
  'You can invite only people who are in this room.': 'Solo puedes invitar a personas que están en esta sala.',
  'You sing this song already: invite someone else.': 'Ya cantas esta canción: invita a otra persona.',
  '{name} is already invited to sing this song.': '{name} ya está invitado a cantar esta canción.',
  'A song can have at most {max, plural, one {# more singer} other {# more singers}} besides you.':
    'Una canción puede tener como mucho {max, plural, one {# cantante más} other {# cantantes más}} además de ti.',
  'You were not invited to sing this song.': 'No te invitaron a cantar esta canción.',
  'userIds must list one to three people in the room (their userId).': 'userIds debe indicar de una a tres personas de la sala (su userId).',
  'accept must be true or false.': 'accept debe ser true o false.',
};
export default catalog;
