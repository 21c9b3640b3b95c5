/** The server's sentences in fr: English template → translation (ICU MessageFormat), see ../sentences.ts. */
const catalog: Readonly<Record<string, string>> = {
  "You're up next — get ready!": 'C’est bientôt à vous — préparez-vous !',
  "You're on!": 'C’est à vous !',
  '{name} is up next — hand them the mic!': '{name} passe juste après : donne-lui le micro !',
  '{name} is on!': 'C’est au tour de {name} !',
  "''{title}'' cannot come back: the person who added it has left the room.":
    '« {title} » ne peut pas revenir : la personne qui l’a ajoutée a quitté la salle.',
  'A value in the address is too long to name anything here.': 'Une valeur de l’adresse est trop longue pour désigner quoi que ce soit ici.',
  'Add an artist or a song title: every search already looks for karaoke versions, so "karaoke" alone finds nothing.':
    'Ajoutez un artiste ou un titre : chaque recherche cherche déjà des versions karaoké, donc « karaoke » seul ne trouve rien.',
  'Beta access code is required': 'Le code d’accès bêta est requis',
  'Create an account to save favorite songs': 'Créez un compte pour enregistrer vos chansons préférées',
  'Display name is required': 'Le nom affiché est requis',
  'Display name is too long': 'Le nom affiché est trop long',
  'Display name must be 1 to 50 characters.': 'Le nom affiché doit faire de 1 à 50 caractères.',
  'Enter your current password to set a new one.': 'Saisissez votre mot de passe actuel pour en choisir un nouveau.',
  'Guests have no password. Create an account to set one.': 'Les invités n’ont pas de mot de passe. Créez un compte pour en choisir un.',
  'Invalid beta access code': 'Code d’accès bêta invalide',
  'Invalid tier': 'Niveau invalide',
  'Invalid username or password': 'Nom d’utilisateur ou mot de passe incorrect',
  'Name the song on stage: its videoId and startedAt as GET /api/rooms/{roomId}/playing shows them.':
    'Indiquez la chanson sur scène : son videoId et son startedAt, tels que GET /api/rooms/{roomId}/playing les affiche.',
  'Nothing is playing right now. Cheer when the next song starts!': 'Rien ne passe en ce moment. Encouragez dès que la prochaine chanson commence !',
  'Only guests change their name here; an account changes it in Profile.': 'Ici, seuls les invités changent de nom ; avec un compte, on le change dans Profil.',
  'Only the room owner can do that.': 'Seul l’hôte de la salle peut faire ça.',
  'Password is required': 'Le mot de passe est requis',
  'Password must be at least 6 characters': 'Le mot de passe doit faire au moins 6 caractères',
  'Password must be at most 200 characters': 'Le mot de passe doit faire au plus 200 caractères',
  'Past parties are kept for accounts. Create one to keep yours.': 'Les soirées passées sont gardées pour les comptes. Créez-en un pour garder les vôtres.',
  'Please enter a search term.': 'Saisissez un terme de recherche.',
  'Please enter both room code and your name': 'Saisissez le code de salle et votre nom',
  'Please enter your name': 'Saisissez votre nom',
  'Room creation is paused for your account until {until}.': 'La création de salles est suspendue pour votre compte jusqu’au {until}.',
  'Room name is required': 'Le nom de la salle est requis',
  'Room name is required (at most 100 characters)': 'Le nom de la salle est requis (100 caractères au maximum)',
  'Room not found': 'Salle introuvable',
  'Sign in required': 'Connexion requise',
  'Someone else changed this account since you opened it. Reload it to see their changes, then save again.':
    'Quelqu’un d’autre a modifié ce compte depuis que vous l’avez ouvert. Rechargez-le pour voir ses modifications, puis enregistrez à nouveau.',
  'Someone in this room is already called {name}. Add an initial or a nickname so everyone can tell you apart.':
    'Quelqu’un dans cette salle s’appelle déjà {name}. Ajoutez une initiale ou un surnom pour que tout le monde puisse vous distinguer.',
  'Something went wrong on our side. Please try again in a moment.': 'Un problème est survenu de notre côté. Réessayez dans un moment.',
  'This endpoint is subscribed by someone else with other keys. A browser sends its own endpoint and keys together, as PushSubscription.toJSON() gives them.':
    'Quelqu’un d’autre a déjà abonné ce endpoint avec d’autres clés. Un navigateur envoie son propre endpoint et ses clés ensemble, tels que les donne PushSubscription.toJSON().',
  'That person is not in this room.': 'Cette personne n’est pas dans cette salle.',
  'That person was not removed from this room.': 'Cette personne n’a pas été retirée de cette salle.',
  'This party has already ended.': 'Cette soirée est déjà terminée.',
  'Enter the pairing code shown on the host’s screen.': 'Saisissez le code d’appairage affiché sur l’écran de l’hôte.',
  'That pairing code is not right. Check the code on the host’s screen.': 'Ce code d’appairage n’est pas le bon. Vérifiez le code sur l’écran de l’hôte.',
  'That pairing code has expired. Ask the host for a new one.': 'Ce code d’appairage a expiré. Demandez-en un nouveau à l’hôte.',
  'A screen’s name can be at most 40 characters.': 'Le nom d’un écran ne peut pas dépasser 40 caractères.',
  'This screen is not paired. Enter the code from the host’s Open on a TV.':
    'Cet écran n’est pas appairé. Saisissez le code de « Ouvrir sur une TV » de l’hôte.',
  'That screen is not showing this room.': 'Cet écran n’affiche pas cette salle.',
  'That song is already last in the queue, so nobody else can go first.':
    'Cette chanson est déjà la dernière de la file, il n’y a donc personne d’autre à laisser passer.',
  'That song is no longer in the queue.': 'Cette chanson n’est plus dans la file.',
  "That song is not among this room's songs tonight.": 'Cette chanson ne fait pas partie des chansons de cette salle ce soir.',
  'That song was added by someone else: you can change only your own songs, and the host manages the rest.':
    'Cette chanson a été ajoutée par quelqu’un d’autre : vous ne pouvez modifier que vos propres chansons, l’hôte gère le reste.',
  'The address has too many query parameters (at most 100).': 'L’adresse a trop de paramètres de requête (100 au maximum).',
  'The address is not valid: it has a broken percent-encoding.': 'L’adresse n’est pas valide : son encodage en pourcentage est défectueux.',
  'YouTube cannot be reached right now, so this link could not be looked up. Try again in a moment.':
    'YouTube est injoignable pour le moment, ce lien n’a donc pas pu être consulté. Réessayez dans un moment.',
  "You have used your {count, plural, one {# YouTube API search} other {# YouTube API searches}} for today, so results come from YouTube's web search.":
    'Vous avez utilisé vos {count, plural, one {# recherche} other {# recherches}} du jour via l’API YouTube, les résultats viennent donc de la recherche web de YouTube.',
  "Searches through the YouTube API are kept for the admins of this server, so results come from YouTube's web search.":
    'Les recherches via l’API YouTube sont réservées aux administrateurs de ce serveur, les résultats viennent donc de la recherche web de YouTube.',
  "This hour's YouTube API searches are used up, so for the next {minutes, plural, one {# minute} other {# minutes}} results come from YouTube's web search.":
    'Les recherches via l’API YouTube de cette heure sont épuisées : {minutes, plural, one {pendant la prochaine minute} other {pendant les # prochaines minutes}}, les résultats viennent de la recherche web de YouTube.',
  "Today's YouTube API quota is used up, so until it comes back at midnight Pacific time, results come from YouTube's web search.":
    'Le quota du jour de l’API YouTube est épuisé : jusqu’à minuit (heure du Pacifique), les résultats viennent de la recherche web de YouTube.',
  'YouTube cannot be reached right now, so results come from songs this app already knows.':
    'YouTube est injoignable pour le moment, les résultats viennent donc des chansons que l’app connaît déjà.',
  'The database is unavailable right now. Please try again in a moment.': 'La base de données est indisponible pour le moment. Réessayez dans un moment.',
  'The host cannot leave their own room. Delete it from the dashboard to end the party.':
    'L’hôte ne peut pas quitter sa propre salle. Supprimez-la depuis le tableau de bord pour terminer la soirée.',
  'The intermission must be a YouTube video or playlist link, like https://www.youtube.com/playlist?list=… (or empty to turn it off).':
    'L’intermède doit être un lien de vidéo ou de playlist YouTube, comme https://www.youtube.com/playlist?list=… (ou vide pour le désactiver).',
  'The queue is full ({maxQueueSize} songs). Add this song once one has played.':
    'La file est pleine ({maxQueueSize} chansons). Ajoutez cette chanson dès qu’une autre sera passée.',
  'The request body has too many fields (at most 100).': 'Le corps de la requête a trop de champs (100 au maximum).',
  'The request body is nested too deeply (at most 8 levels).': 'Le corps de la requête est trop imbriqué (8 niveaux au maximum).',
  'The request body is not valid JSON.': 'Le corps de la requête n’est pas du JSON valide.',
  'The request body is too large: this address takes at most {size}.': 'Le corps de la requête est trop volumineux : cette adresse accepte au plus {size}.',
  'The request contains a value that cannot be stored (for example a NUL character or a number out of range).':
    'La requête contient une valeur qui ne peut pas être enregistrée (par exemple un caractère NUL ou un nombre hors limites).',
  'The request could not be understood.': 'La requête n’a pas pu être comprise.',
  'The request is not valid.': 'La requête n’est pas valide.',
  'The room owner cannot be booted.': 'L’hôte ne peut pas être expulsé.',
  'The search is too long (200 characters at most).': 'La recherche est trop longue (200 caractères au maximum).',
  'The server is busy checking other passwords. Try again in 2 seconds.': 'Le serveur est occupé à vérifier d’autres mots de passe. Réessayez dans 2 secondes.',
  'There is no API route {method} {path}.': 'Il n’y a pas de route d’API {method} {path}.',
  'There is no job named "{name}".': 'Il n’y a pas de tâche nommée « {name} ».',
  'This address takes a JSON body: send it with "Content-Type: application/json".':
    'Cette adresse attend un corps JSON : envoyez-le avec « Content-Type: application/json ».',
  'This needs an account. Create one to use it.': 'Il faut un compte pour cela. Créez-en un pour l’utiliser.',
  'This room is full: it allows {max, plural, one {{max} guest} other {{max} guests}} at a time.':
    'Cette salle est pleine : elle accepte {max, plural, one {# invité} other {# invités}} à la fois.',
  ['This room is full: it allows {max, plural, one {{max} guest} other {{max} guests}} at a time. ' +
  'Ask {host} — their plan allows {max, plural, one {{max} guest} other {{max} guests}}.']:
    'Cette salle est pleine : elle accepte {max, plural, one {# invité} other {# invités}} à la fois. ' +
    'Demandez à {host} — son forfait permet {max, plural, one {# invité} other {# invités}}.',
  'This room is locked — ask the host to unlock it.': 'Cette salle est verrouillée — demandez à l’hôte de la déverrouiller.',
  'Too many joins from your network. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Trop de tentatives pour rejoindre une salle depuis votre réseau. Réessayez dans {wait, plural, one {# seconde} other {# secondes}}.',
  'Too many profile changes. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Trop de modifications du profil. Réessayez dans {wait, plural, one {# seconde} other {# secondes}}.',
  'Too many searches. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Trop de recherches. Réessayez dans {wait, plural, one {# seconde} other {# secondes}}.',
  'Too many sign-in attempts from your network. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Trop de tentatives de connexion depuis votre réseau. Réessayez dans {wait, plural, one {# seconde} other {# secondes}}.',
  'Too many sign-in attempts. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Trop de tentatives de connexion. Réessayez dans {wait, plural, one {# seconde} other {# secondes}}.',
  'Too many sign-ups from your network. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Trop d’inscriptions depuis votre réseau. Réessayez dans {wait, plural, one {# seconde} other {# secondes}}.',
  'Too many wrong room codes from your network. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Trop de codes de salle erronés depuis votre réseau. Réessayez dans {wait, plural, one {# seconde} other {# secondes}}.',
  'Too many wrong room codes. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Trop de codes de salle erronés. Réessayez dans {wait, plural, one {# seconde} other {# secondes}}.',
  'Unknown field "{field}".': 'Champ inconnu « {field} ».',
  'Unknown filter "{key}".': 'Filtre inconnu « {key} ».',
  'Use either page, pageSize, sortBy and sortOrder or range, sort and filter (the ra-data-simple-rest convention), not both.':
    'Utilisez soit page, pageSize, sortBy et sortOrder, soit range, sort et filter (la convention ra-data-simple-rest), pas les deux.',
  'User not found': 'Utilisateur introuvable',
  'Username can only contain letters, digits, dots, dashes and underscores':
    'Le nom d’utilisateur ne peut contenir que des lettres, des chiffres, des points, des tirets et des tirets bas',
  'Username is already taken': 'Ce nom d’utilisateur est déjà pris',
  'Username is required': 'Le nom d’utilisateur est requis',
  'Username must be at least 3 characters': 'Le nom d’utilisateur doit faire au moins 3 caractères',
  'Username must be at most 50 characters': 'Le nom d’utilisateur doit faire au plus 50 caractères',
  'You already have {live, plural, one {{live} active room} other {{live} active rooms}}, the most your plan allows. Delete one to create another.':
    'Vous avez déjà {live, plural, one {# salle active} other {# salles actives}}, le maximum de votre forfait. Supprimez-en une pour en créer une autre.',
  'You already have {waiting, plural, one {{waiting} song} other {{waiting} songs}} waiting, the most this room allows. Add another once one has played.':
    'Vous avez déjà {waiting, plural, one {# chanson} other {# chansons}} en attente, le maximum pour cette salle. ' +
    'Ajoutez-en une autre dès qu’une sera passée.',
  'You are adding songs too quickly. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Vous ajoutez des chansons trop vite. Réessayez dans {wait, plural, one {# seconde} other {# secondes}}.',
  'You are not in a room any more.': 'Vous n’êtes plus dans une salle.',
  'You are not in this room. Join it with its code first.': 'Vous n’êtes pas dans cette salle. Rejoignez-la d’abord avec son code.',
  'You are the last admin: promote someone else first.': 'Vous êtes le dernier admin : nommez d’abord quelqu’un d’autre admin.',
  'You can only change your own account.': 'Vous ne pouvez modifier que votre propre compte.',
  'You can only check your own membership.': 'Vous ne pouvez vérifier que votre propre appartenance.',
  'You can only create rooms for yourself.': 'Vous ne pouvez créer des salles que pour vous-même.',
  'You can only join a room yourself.': 'Vous ne pouvez faire rejoindre une salle qu’à vous-même.',
  'You can only see your own past parties.': 'Vous ne pouvez voir que vos propres soirées passées.',
  'You can only see your own rooms.': 'Vous ne pouvez voir que vos propres salles.',
  'You cannot delete your own account.': 'Vous ne pouvez pas supprimer votre propre compte.',
  'You have been removed from this room': 'Vous ne faites plus partie de cette salle',
  ['You have created {created} rooms in the last 24 hours, the most your plan allows. ' +
  'You can create another in {hours, plural, one {{hours} hour} other {{hours} hours}}.']:
    'Vous avez créé {created} salles ces dernières 24 heures, le maximum de votre forfait. ' +
    'Vous pourrez en créer une autre dans {hours, plural, one {# heure} other {# heures}}.',
  ['You have created {created} rooms in the last 24 hours, the most your plan allows. ' +
  'You can create another in {minutes, plural, one {{minutes} minute} other {{minutes} minutes}}.']:
    'Vous avez créé {created} salles ces dernières 24 heures, le maximum de votre forfait. ' +
    'Vous pourrez en créer une autre dans {minutes, plural, one {{minutes} minute} other {{minutes} minutes}}.',
  'You need admin privileges to access this page.': 'Il faut des droits d’admin pour accéder à cette page.',
  'You need to be logged in to access this page.': 'Vous devez être connecté pour accéder à cette page.',
  'Your current password is not correct.': 'Votre mot de passe actuel est incorrect.',
  'addedById must be a whole number.': 'addedById doit être un nombre entier.',
  'autoSkipMinutes must be one of 0 (disabled), 3, 5, 6 or 10.': 'autoSkipMinutes doit valoir 0 (désactivé), 3, 5, 6 ou 10.',
  'days must be a whole number between 1 and 90.': 'days doit être un nombre entier entre 1 et 90.',
  'ended must be true or false.': 'ended doit valoir true ou false.',
  'endpoint must be a push service on the internet, on port 443: this server sends nothing to local, private or reserved addresses.':
    'endpoint doit être un service push sur Internet, sur le port 443 : ce serveur n’envoie rien à des adresses locales, privées ou réservées.',
  "endpoint must be the https:// address of your browser's push service (at most 1000 characters), as PushSubscription.toJSON() gives it.":
    'endpoint doit être l’adresse https:// du service push de votre navigateur (1000 caractères au maximum), ' +
    'telle que la donne PushSubscription.toJSON().',
  'errorCode must be one of 2, 5, 100, 101 or 150 (YouTube player errors).': 'errorCode doit valoir 2, 5, 100, 101 ou 150 (erreurs du lecteur YouTube).',
  'filter must be a JSON object such as {"q":"sam"}.': 'filter doit être un objet JSON, par exemple {"q":"sam"}.',
  'filter.id may list at most 500 ids.': 'filter.id peut contenir au plus 500 identifiants.',
  'filter.id must list room ids.': 'filter.id doit contenir des identifiants de salle.',
  'filter.id must list user ids (whole numbers).': 'filter.id doit contenir des identifiants d’utilisateur (nombres entiers).',
  "force_api must be 'true' or 'false'.": 'force_api doit valoir « true » ou « false ».',
  "hasRoom must be 'true' or 'false'.": 'hasRoom doit valoir « true » ou « false ».',
  'inactivityTimeoutMinutes must be a whole number of minutes.': 'inactivityTimeoutMinutes doit être un nombre entier de minutes.',
  'inactivityTimeoutMinutes must be between 5 and 240.': 'inactivityTimeoutMinutes doit être compris entre 5 et 240.',
  'interstitialSeconds must be a whole number of seconds between 0 and 30.': 'interstitialSeconds doit être un nombre entier de secondes entre 0 et 30.',
  "isActive must be 'true' or 'false'.": 'isActive doit valoir « true » ou « false ».',
  'isLocked must be true or false.': 'isLocked doit valoir true ou false.',
  'keys must hold p256dh and auth, as PushSubscription.toJSON() gives them.':
    'keys doit contenir p256dh et auth, tels que les donne PushSubscription.toJSON().',
  "keys.auth must be your browser's push secret: 16 bytes in base64url, as PushSubscription.toJSON() gives it.":
    'keys.auth doit être le secret push de votre navigateur : 16 octets en base64url, tel que le donne PushSubscription.toJSON().',
  "keys.p256dh must be your browser's push key: an uncompressed P-256 point in base64url, as PushSubscription.toJSON() gives it.":
    'keys.p256dh doit être la clé push de votre navigateur : un point P-256 non compressé en base64url, telle que la donne PushSubscription.toJSON().',
  "language must be one of en, es, de, fr, pt-BR, ja, ar, or null for each screen's own.":
    'language doit valoir l’une de ces valeurs : en, es, de, fr, pt-BR, ja, ar, ou null pour que chaque écran garde sa propre langue.',
  "language must be one of en, es, de, fr, pt-BR, ja, ar: the language this browser's notifications are worded in.":
    'language doit être l’une des valeurs en, es, de, fr, pt-BR, ja, ar : la langue dans laquelle les notifications de ce navigateur sont rédigées.',
  'limit must be a whole number between 1 and 500.': 'limit doit être un nombre entier entre 1 et 500.',
  'limit must be a whole number.': 'limit doit être un nombre entier.',
  'limit must be between 1 and 200.': 'limit doit être compris entre 1 et 200.',
  'maxRoomDurationHours must be a whole number of hours.': 'maxRoomDurationHours doit être un nombre entier d’heures.',
  'maxRoomDurationHours must be between 1 and 24.': 'maxRoomDurationHours doit être compris entre 1 et 24.',
  'maxUsers must be a whole number of at least 0.': 'maxUsers doit être un nombre entier supérieur ou égal à 0.',
  'minUsers must be a whole number of at least 0.': 'minUsers doit être un nombre entier supérieur ou égal à 0.',
  'newPosition must be a whole number.': 'newPosition doit être un nombre entier.',
  'newPosition must be at least 1.': 'newPosition doit valoir au moins 1.',
  'newPosition must be between 1 and {count}, the number of songs in the queue.':
    'newPosition doit être compris entre 1 et {count}, le nombre de chansons dans la file.',
  'page must be a whole number of at least 1.': 'page doit être un nombre entier supérieur ou égal à 1.',
  'pageSize must be one of 25, 50, 100 or 500.': 'pageSize doit valoir 25, 50, 100 ou 500.',
  'playing must be true or false.': 'playing doit valoir true ou false.',
  'position must be a whole number.': 'position doit être un nombre entier.',
  'position must be at least 1.': 'position doit valoir au moins 1.',
  "queueMode must be 'fifo' or 'rotation'.": 'queueMode doit valoir « fifo » ou « rotation ».',
  'range must be a JSON array [first, last] covering 25, 50, 100 or 500 rows from a multiple of that count, such as [0,24].':
    'range doit être un tableau JSON [first, last] couvrant 25, 50, 100 ou 500 lignes à partir d’un multiple de ce nombre, par exemple [0,24].',
  'reaction must be one of clap, fire, heart, laugh or mic.': 'reaction doit valoir clap, fire, heart, laugh ou mic.',
  "role must be 'user' or 'admin'.": 'role doit valoir « user » ou « admin ».',
  "role must be 'user', 'moderator' or 'admin'.": 'role doit valoir « user », « moderator » ou « admin ».',
  'search must be at most 100 characters.': 'search doit faire au plus 100 caractères.',
  'settings must be an object holding the settings to change.': 'settings doit être un objet contenant les réglages à modifier.',
  'sort must be a JSON array [field, order] such as ["createdAt","DESC"].': 'sort doit être un tableau JSON [field, order], par exemple ["createdAt","DESC"].',
  'sortBy must be one of createdAt, name, code, ownerUsername, userCount, queueCount, lastActivity.':
    'sortBy doit valoir l’une de ces valeurs : createdAt, name, code, ownerUsername, userCount, queueCount, lastActivity.',
  'sortBy must be one of createdAt, username, displayName, role, subscriptionTier, lastActive, userId.':
    'sortBy doit valoir l’une de ces valeurs : createdAt, username, displayName, role, subscriptionTier, lastActive, userId.',
  "sortOrder must be 'asc' or 'desc'.": 'sortOrder doit valoir « asc » ou « desc ».',
  'startedAt must be the date and time the skipped song started (ISO 8601).':
    'startedAt doit être la date et l’heure de début de la chanson passée (ISO 8601).',
  "style must be one of 'karaoke', 'lower-key', 'higher-key', 'duet' or 'lyrics'.":
    'style doit valoir « karaoke », « lower-key », « higher-key », « duet » ou « lyrics ».',
  'subscriptionTier must be 1, 2, 3 or 999.': 'subscriptionTier doit valoir 1, 2, 3 ou 999.',
  'tier must be 1, 2, 3 or 999.': 'tier doit valoir 1, 2, 3 ou 999.',
  'title must be between 1 and 300 characters.': 'title doit faire entre 1 et 300 caractères.',
  'version must be the version of the account as read.': 'version doit être la version du compte telle que vous l’avez lue.',
  'videoId must be a YouTube video id.': 'videoId doit être un identifiant de vidéo YouTube.',
  'videoId must be the id of the song being skipped, or null.': 'videoId doit être l’identifiant de la chanson passée, ou null.',
  '{field} must be a date such as 2026-11-22 or 2026-11-22T18:00:00Z.': '{field} doit être une date, par exemple 2026-11-22 ou 2026-11-22T18:00:00Z.',
  '{field} must be one of 1, 2, 3, 5 or 999 (unlimited).': '{field} doit valoir 1, 2, 3, 5 ou 999 (illimité).',
  "videoId must be an 11-character YouTube video id or a library song's id.":
    'videoId doit être un identifiant de vidéo YouTube de 11 caractères ou celui d’une chanson de la bibliothèque.',
  "The song id in the address must be a library song's id, like lib-0123456789abcdef.":
    'L’identifiant de chanson de l’adresse doit être celui d’une chanson de la bibliothèque, par exemple lib-0123456789abcdef.',
  "That song is no longer in the host's library.": 'Cette chanson n’est plus dans la bibliothèque de l’hôte.',
  'That song is not queued or playing in this room, so its file is not shared here.':
    'Cette chanson n’est ni dans la file ni en cours dans ce salon : son fichier n’est donc pas partagé ici.',
  'No library folder is set: set MEDIA_DIR to a folder of karaoke files and restart the server.':
    'Aucun dossier de bibliothèque n’est défini : indiquez dans MEDIA_DIR un dossier de fichiers karaoké, puis redémarrez le serveur.',
  'limit must be a whole number from 1 to 50.': 'limit doit être un nombre entier de 1 à 50.',
  'sortBy must be one of reportedAt, title.': 'sortBy doit valoir l’une de ces valeurs : reportedAt, title.',
  'This video is not hidden: search already offers it.': 'Cette vidéo n’est pas masquée : la recherche la propose déjà.',
  'filter.id must list YouTube video ids.': 'filter.id doit contenir des identifiants de vidéos YouTube.',
  'tier must be 2 (Premium) or 3 (Pro): the plans an account can ask for.':
    'tier doit valoir 2 (Premium) ou 3 (Pro) : les formules qu’un compte peut demander.',
  'Your account is already on this plan or a bigger one.': 'Votre compte a déjà cette formule ou une plus grande.',
  'You have no plan request waiting.': 'Vous n’avez aucune demande de formule en attente.',
  'That plan request does not exist.': 'Cette demande de formule n’existe pas.',
  'This plan request was already answered.': 'Cette demande de formule a déjà reçu une réponse.',
  'A reason can be at most 200 characters.': 'Un motif peut compter au plus 200 caractères.',
  'Only an administrator of this server can approve a plan. Sign in details of an administrator account are needed.':
    'Seul un administrateur de ce serveur peut approuver une formule. Il faut les identifiants d’un compte administrateur.',
  'status must be pending, approved or declined.': 'status doit valoir pending, approved ou declined.',
  'sortBy must be createdAt, tier or status.': 'sortBy doit valoir createdAt, tier ou status.',
  'filter.id must list plan request ids (whole numbers).': 'filter.id doit lister des identifiants de demandes de formule (nombres entiers).',
  'That administrator username or password is not right.': 'Ce nom d’utilisateur ou ce mot de passe d’administrateur n’est pas correct.',
  'That request is no longer waiting: the host may have answered it already.': 'Cette demande n’est plus en attente : l’hôte y a peut-être déjà répondu.',
  'That request is someone else’s: you can withdraw only your own.': 'Cette demande appartient à quelqu’un d’autre : vous ne pouvez retirer que les vôtres.',
  'That request was declined already: the guest can ask for it again.': 'Cette demande a déjà été refusée : l’invité peut la refaire.',
  'The host has just started approving songs: add the song again to ask for it.':
    'L’hôte vient de passer à la validation des chansons : ajoutez de nouveau la chanson pour la demander.',
  "''{title}'' cannot be approved: the person who asked for it has left the room.":
    '« {title} » ne peut pas être acceptée : la personne qui l’a demandée a quitté la salle.',
  'The party closes at {closingTime}: this song would not start before then.': 'La fête se termine à {closingTime} : cette chanson ne commencerait pas avant.',
  'The reason can be at most 140 characters.': 'La raison peut compter au plus 140 caractères.',
  'approveSongs must be true or false.': 'approveSongs doit valoir true ou false.',
  'closingTime must be a time of day such as 23:00, or null for none.': 'closingTime doit être une heure comme 23:00, ou null pour aucune.',
  'timeZone must be a time zone such as Europe/Berlin.': 'timeZone doit être un fuseau horaire comme Europe/Berlin.',
  'lyrics must be true or false.': 'lyrics doit valoir true ou false.',
  'That song is no longer on stage, so its lyrics timing was left as it was.':
    'Cette chanson n’est plus sur scène : le calage de ses paroles n’a pas été modifié.',
  'Only the host or the person singing can change the lyrics timing.': 'Seul l’hôte ou la personne qui chante peut modifier le calage des paroles.',
  'offsetMs must be a number of milliseconds between -10000 and 10000, in steps of 500 (half a second).':
    'offsetMs doit être un nombre de millisecondes entre -10000 et 10000, par pas de 500 (une demi-seconde).',
  'videoId must name the song on stage.': 'videoId doit désigner la chanson sur scène.',
  'Too many changes to the lyrics timing. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Trop de modifications du calage des paroles. Réessayez dans {wait, plural, one {# seconde} other {# secondes}}.',
  'Please enter the singer’s name': 'Saisis le nom de la personne qui chante',
  'That singer without a phone is not in this room.': 'Cette personne sans téléphone n’est pas dans ce salon.',
  'Only the host can add songs for singers without a phone. Ask the host to let everyone help.':
    'Seul l’hôte peut ajouter des chansons pour les personnes sans téléphone. Demande-lui de laisser tout le monde aider.',
  'othersQueueForPhoneless must be true or false.': 'othersQueueForPhoneless doit valoir true ou false.',
  'You can invite only people who are in this room.': 'Tu ne peux inviter que des personnes présentes dans ce salon.',
  'You sing this song already: invite someone else.': 'Tu chantes déjà cette chanson : invite quelqu’un d’autre.',
  '{name} is already invited to sing this song.': '{name} est déjà invité à chanter cette chanson.',
  'A song can have at most {max, plural, one {# more singer} other {# more singers}} besides you.':
    'Une chanson peut avoir au plus {max, plural, one {# autre chanteur} other {# autres chanteurs}} en plus de toi.',
  'You were not invited to sing this song.': 'Tu n’as pas été invité à chanter cette chanson.',
  'userIds must list one to three people in the room (their userId).': 'userIds doit indiquer une à trois personnes du salon (leur userId).',
  'accept must be true or false.': 'accept doit valoir true ou false.',
};
export default catalog;
