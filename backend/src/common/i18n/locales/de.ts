/** The server's sentences in de: English template → translation (ICU MessageFormat), see ../sentences.ts. */
const catalog: Readonly<Record<string, string>> = {
  "You're up next — get ready!": 'Du bist als Nächstes dran — mach dich bereit!',
  "You're on!": 'Du bist dran!',
  '{name} is up next — hand them the mic!': '{name} ist als Nächstes dran – gib das Mikro weiter!',
  '{name} is on!': '{name} ist dran!',
  "''{title}'' cannot come back: the person who added it has left the room.":
    '„{title}“ kann nicht zurückkommen: Die Person, die ihn hinzugefügt hat, hat den Raum verlassen.',
  'A value in the address is too long to name anything here.': 'Ein Wert in der Adresse ist zu lang, um hier etwas zu bezeichnen.',
  'Add an artist or a song title: every search already looks for karaoke versions, so "karaoke" alone finds nothing.':
    'Gib einen Künstler oder einen Songtitel an: Jede Suche sucht schon nach Karaoke-Versionen, also findet „karaoke“ allein nichts.',
  'Beta access code is required': 'Beta-Zugangscode erforderlich',
  'Create an account to save favorite songs': 'Erstelle ein Konto, um deine Lieblingssongs zu speichern',
  'Display name is required': 'Anzeigename erforderlich',
  'Display name is too long': 'Anzeigename ist zu lang',
  'Display name must be 1 to 50 characters.': 'Anzeigename muss 1 bis 50 Zeichen haben.',
  'Enter your current password to set a new one.': 'Gib dein aktuelles Passwort ein, um ein neues festzulegen.',
  'Guests have no password. Create an account to set one.': 'Gäste haben kein Passwort. Erstelle ein Konto, um eins festzulegen.',
  'Invalid beta access code': 'Ungültiger Beta-Zugangscode',
  'Invalid tier': 'Ungültige Stufe',
  'Invalid username or password': 'Benutzername oder Passwort falsch',
  'Name the song on stage: its videoId and startedAt as GET /api/rooms/{roomId}/playing shows them.':
    'Nenne den Song auf der Bühne: seine videoId und startedAt, wie GET /api/rooms/{roomId}/playing sie anzeigt.',
  'Nothing is playing right now. Cheer when the next song starts!': 'Gerade läuft nichts. Feuere an, sobald der nächste Song startet!',
  'Only guests change their name here; an account changes it in Profile.': 'Hier ändern nur Gäste ihren Namen; mit Konto änderst du ihn im Profil.',
  'Only the room owner can do that.': 'Das kann nur der Gastgeber des Raums.',
  'Password is required': 'Passwort erforderlich',
  'Password must be at least 6 characters': 'Passwort muss mindestens 6 Zeichen haben',
  'Password must be at most 200 characters': 'Passwort darf höchstens 200 Zeichen haben',
  'Past parties are kept for accounts. Create one to keep yours.': 'Vergangene Partys werden nur für Konten aufbewahrt. Erstelle eins, um deine zu behalten.',
  'Please enter a search term.': 'Bitte gib einen Suchbegriff ein.',
  'Please enter both room code and your name': 'Bitte gib Raumcode und deinen Namen ein',
  'Please enter your name': 'Bitte gib deinen Namen ein',
  'Room creation is paused for your account until {until}.': 'Das Erstellen von Räumen ist für dein Konto bis {until} pausiert.',
  'Room name is required': 'Raumname erforderlich',
  'Room name is required (at most 100 characters)': 'Raumname erforderlich (höchstens 100 Zeichen)',
  'Room not found': 'Raum nicht gefunden',
  'Sign in required': 'Anmeldung erforderlich',
  'Someone else changed this account since you opened it. Reload it to see their changes, then save again.':
    'Jemand anderes hat dieses Konto geändert, seit du es geöffnet hast. Lade es neu, um die Änderungen zu sehen, und speichere dann noch mal.',
  'Someone in this room is already called {name}. Add an initial or a nickname so everyone can tell you apart.':
    'Jemand in diesem Raum heißt schon {name}. Füg eine Initiale oder einen Spitznamen hinzu, damit alle euch auseinanderhalten können.',
  'Something went wrong on our side. Please try again in a moment.': 'Bei uns ist etwas schiefgelaufen. Bitte versuch es gleich noch mal.',
  'This endpoint is subscribed by someone else with other keys. A browser sends its own endpoint and keys together, as PushSubscription.toJSON() gives them.':
    'Dieser Endpoint ist von jemand anderem mit anderen Schlüsseln abonniert. Ein Browser sendet seinen eigenen Endpoint und seine Schlüssel zusammen, wie PushSubscription.toJSON() sie liefert.',
  'That person is not in this room.': 'Diese Person ist nicht in diesem Raum.',
  'That person was not removed from this room.': 'Diese Person wurde nicht aus diesem Raum entfernt.',
  'This party has already ended.': 'Diese Party ist bereits zu Ende.',
  'Enter the pairing code shown on the host’s screen.': 'Gib den Kopplungscode ein, der auf dem Bildschirm des Gastgebers steht.',
  'That pairing code is not right. Check the code on the host’s screen.':
    'Dieser Kopplungscode stimmt nicht. Prüfe den Code auf dem Bildschirm des Gastgebers.',
  'That pairing code has expired. Ask the host for a new one.': 'Dieser Kopplungscode ist abgelaufen. Bitte den Gastgeber um einen neuen.',
  'A screen’s name can be at most 40 characters.': 'Der Name eines Bildschirms darf höchstens 40 Zeichen lang sein.',
  'This screen is not paired. Enter the code from the host’s Open on a TV.':
    'Dieser Bildschirm ist nicht gekoppelt. Gib den Code aus „Auf einem Fernseher öffnen“ des Gastgebers ein.',
  'That screen is not showing this room.': 'Dieser Bildschirm zeigt diesen Raum nicht.',
  'That song is already last in the queue, so nobody else can go first.':
    'Dieser Song ist schon der letzte in der Warteschlange, es gibt also niemanden mehr zum Vorlassen.',
  'That song is no longer in the queue.': 'Dieser Song ist nicht mehr in der Warteschlange.',
  "That song is not among this room's songs tonight.": 'Dieser Song gehört heute Abend nicht zu den Songs dieses Raums.',
  'That song was added by someone else: you can change only your own songs, and the host manages the rest.':
    'Diesen Song hat jemand anderes hinzugefügt: Du kannst nur deine eigenen Songs ändern, um den Rest kümmert sich der Gastgeber.',
  'The address has too many query parameters (at most 100).': 'Die Adresse hat zu viele Query-Parameter (höchstens 100).',
  'The address is not valid: it has a broken percent-encoding.': 'Die Adresse ist ungültig: Ihre Prozentkodierung ist fehlerhaft.',
  'YouTube cannot be reached right now, so this link could not be looked up. Try again in a moment.':
    'YouTube ist gerade nicht erreichbar, deshalb konnte dieser Link nicht nachgeschlagen werden. Versuch es gleich noch mal.',
  "You have used your {count, plural, one {# YouTube API search} other {# YouTube API searches}} for today, so results come from YouTube's web search.":
    'Du hast deine {count, plural, one {# Suche} other {# Suchen}} über die YouTube-API für heute aufgebraucht, deshalb kommen die Ergebnisse aus der YouTube-Websuche.',
  "Searches through the YouTube API are kept for the admins of this server, so results come from YouTube's web search.":
    'Suchen über die YouTube-API sind den Admins dieses Servers vorbehalten, deshalb kommen die Ergebnisse aus der YouTube-Websuche.',
  "This hour's YouTube API searches are used up, so for the next {minutes, plural, one {# minute} other {# minutes}} results come from YouTube's web search.":
    'Die Suchen über die YouTube-API sind für diese Stunde aufgebraucht, deshalb kommen die Ergebnisse {minutes, plural, one {in der nächsten Minute} other {in den nächsten # Minuten}} aus der YouTube-Websuche.',
  "Today's YouTube API quota is used up, so until it comes back at midnight Pacific time, results come from YouTube's web search.":
    'Das heutige Kontingent der YouTube-API ist aufgebraucht, deshalb kommen die Ergebnisse bis Mitternacht (pazifische Zeit) aus der YouTube-Websuche.',
  'YouTube cannot be reached right now, so results come from songs this app already knows.':
    'YouTube ist gerade nicht erreichbar, deshalb kommen die Ergebnisse aus Songs, die diese App schon kennt.',
  'The database is unavailable right now. Please try again in a moment.': 'Die Datenbank ist gerade nicht erreichbar. Bitte versuch es gleich noch mal.',
  'The host cannot leave their own room. Delete it from the dashboard to end the party.':
    'Als Gastgeber kannst du deinen eigenen Raum nicht verlassen. Lösch ihn in der Übersicht, um die Party zu beenden.',
  'The intermission must be a YouTube video or playlist link, like https://www.youtube.com/playlist?list=… (or empty to turn it off).':
    'Die Pausenmusik muss ein Link zu einem YouTube-Video oder einer Playlist sein, etwa https://www.youtube.com/playlist?list=… (oder leer, ' +
    'um sie auszuschalten).',
  'The queue is full ({maxQueueSize} songs). Add this song once one has played.':
    'Die Warteschlange ist voll ({maxQueueSize} Songs). Füg diesen Song hinzu, sobald einer gelaufen ist.',
  'The request body has too many fields (at most 100).': 'Der Body der Anfrage hat zu viele Felder (höchstens 100).',
  'The request body is nested too deeply (at most 8 levels).': 'Der Body der Anfrage ist zu tief verschachtelt (höchstens 8 Ebenen).',
  'The request body is not valid JSON.': 'Der Body der Anfrage ist kein gültiges JSON.',
  'The request body is too large: this address takes at most {size}.': 'Der Body der Anfrage ist zu groß: Diese Adresse nimmt höchstens {size} an.',
  'The request contains a value that cannot be stored (for example a NUL character or a number out of range).':
    'Die Anfrage enthält einen Wert, der nicht gespeichert werden kann (zum Beispiel ein NUL-Zeichen oder eine Zahl außerhalb des gültigen Bereichs).',
  'The request could not be understood.': 'Die Anfrage wurde nicht verstanden.',
  'The request is not valid.': 'Die Anfrage ist ungültig.',
  'The room owner cannot be booted.': 'Der Gastgeber kann nicht rausgeworfen werden.',
  'The search is too long (200 characters at most).': 'Die Suche ist zu lang (höchstens 200 Zeichen).',
  'The server is busy checking other passwords. Try again in 2 seconds.': 'Der Server prüft gerade andere Passwörter. Versuch es in 2 Sekunden noch mal.',
  'There is no API route {method} {path}.': 'Es gibt keine API-Route {method} {path}.',
  'There is no job named "{name}".': 'Es gibt keinen Job namens „{name}“.',
  'This address takes a JSON body: send it with "Content-Type: application/json".':
    'Diese Adresse erwartet einen JSON-Body: Sende ihn mit „Content-Type: application/json“.',
  'This needs an account. Create one to use it.': 'Dafür brauchst du ein Konto. Erstelle eins, um das zu nutzen.',
  'This room is full: it allows {max, plural, one {{max} guest} other {{max} guests}} at a time.':
    'Dieser Raum ist voll: Er erlaubt {max, plural, one {# Gast} other {# Gäste}} gleichzeitig.',
  ['This room is full: it allows {max, plural, one {{max} guest} other {{max} guests}} at a time. ' +
  'Ask {host} — their plan allows {max, plural, one {{max} guest} other {{max} guests}}.']:
    'Dieser Raum ist voll: Er erlaubt {max, plural, one {# Gast} other {# Gäste}} gleichzeitig. ' +
    'Frag {host} — der Tarif erlaubt {max, plural, one {# Gast} other {# Gäste}}.',
  'This room is locked — ask the host to unlock it.': 'Dieser Raum ist gesperrt — bitte den Gastgeber, ihn zu entsperren.',
  'Too many joins from your network. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Zu viele Beitritte aus deinem Netzwerk. Versuch es in {wait, plural, one {# Sekunde} other {# Sekunden}} noch mal.',
  'Too many profile changes. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Zu viele Profiländerungen. Versuch es in {wait, plural, one {# Sekunde} other {# Sekunden}} noch mal.',
  'Too many searches. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Zu viele Suchen. Versuch es in {wait, plural, one {# Sekunde} other {# Sekunden}} noch mal.',
  'Too many sign-in attempts from your network. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Zu viele Anmeldeversuche aus deinem Netzwerk. Versuch es in {wait, plural, one {# Sekunde} other {# Sekunden}} noch mal.',
  'Too many sign-in attempts. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Zu viele Anmeldeversuche. Versuch es in {wait, plural, one {# Sekunde} other {# Sekunden}} noch mal.',
  'Too many sign-ups from your network. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Zu viele Registrierungen aus deinem Netzwerk. Versuch es in {wait, plural, one {# Sekunde} other {# Sekunden}} noch mal.',
  'Too many wrong room codes from your network. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Zu viele falsche Raumcodes aus deinem Netzwerk. Versuch es in {wait, plural, one {# Sekunde} other {# Sekunden}} noch mal.',
  'Too many wrong room codes. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Zu viele falsche Raumcodes. Versuch es in {wait, plural, one {# Sekunde} other {# Sekunden}} noch mal.',
  'Unknown field "{field}".': 'Unbekanntes Feld „{field}“.',
  'Unknown filter "{key}".': 'Unbekannter Filter „{key}“.',
  'Use either page, pageSize, sortBy and sortOrder or range, sort and filter (the ra-data-simple-rest convention), not both.':
    'Nutze entweder page, pageSize, sortBy und sortOrder oder range, sort und filter (die Konvention von ra-data-simple-rest), nicht beides.',
  'User not found': 'Benutzer nicht gefunden',
  'Username can only contain letters, digits, dots, dashes and underscores':
    'Benutzername darf nur Buchstaben, Ziffern, Punkte, Bindestriche und Unterstriche enthalten',
  'Username is already taken': 'Benutzername ist schon vergeben',
  'Username is required': 'Benutzername erforderlich',
  'Username must be at least 3 characters': 'Benutzername muss mindestens 3 Zeichen haben',
  'Username must be at most 50 characters': 'Benutzername darf höchstens 50 Zeichen haben',
  'You already have {live, plural, one {{live} active room} other {{live} active rooms}}, the most your plan allows. Delete one to create another.':
    'Du hast schon {live, plural, one {# aktiven Raum} other {# aktive Räume}}, mehr erlaubt dein Tarif nicht. Lösch einen, um einen neuen zu erstellen.',
  'You already have {waiting, plural, one {{waiting} song} other {{waiting} songs}} waiting, the most this room allows. Add another once one has played.':
    'Du hast schon {waiting, plural, one {# wartenden Song} other {# wartende Songs}}, mehr erlaubt dieser Raum nicht. ' +
    'Füg einen weiteren hinzu, sobald einer gelaufen ist.',
  'You are adding songs too quickly. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Du fügst Songs zu schnell hinzu. Versuch es in {wait, plural, one {# Sekunde} other {# Sekunden}} noch mal.',
  'You are not in a room any more.': 'Du bist in keinem Raum mehr.',
  'You are not in this room. Join it with its code first.': 'Du bist nicht in diesem Raum. Tritt ihm zuerst mit seinem Code bei.',
  'You are the last admin: promote someone else first.': 'Du bist der letzte Admin: Mach zuerst jemand anderen zum Admin.',
  'You can only change your own account.': 'Du kannst nur dein eigenes Konto ändern.',
  'You can only check your own membership.': 'Du kannst nur deine eigene Mitgliedschaft prüfen.',
  'You can only create rooms for yourself.': 'Du kannst Räume nur für dich selbst erstellen.',
  'You can only join a room yourself.': 'Du kannst nur dich selbst einem Raum beitreten lassen.',
  'You can only see your own past parties.': 'Du kannst nur deine eigenen vergangenen Partys sehen.',
  'You can only see your own rooms.': 'Du kannst nur deine eigenen Räume sehen.',
  'You cannot delete your own account.': 'Du kannst dein eigenes Konto nicht löschen.',
  'You have been removed from this room': 'Du wurdest aus diesem Raum entfernt',
  ['You have created {created} rooms in the last 24 hours, the most your plan allows. ' +
  'You can create another in {hours, plural, one {{hours} hour} other {{hours} hours}}.']:
    'Du hast in den letzten 24 Stunden {created} Räume erstellt, mehr erlaubt dein Tarif nicht. ' +
    'In {hours, plural, one {# Stunde} other {# Stunden}} kannst du einen neuen erstellen.',
  ['You have created {created} rooms in the last 24 hours, the most your plan allows. ' +
  'You can create another in {minutes, plural, one {{minutes} minute} other {{minutes} minutes}}.']:
    'Du hast in den letzten 24 Stunden {created} Räume erstellt, mehr erlaubt dein Tarif nicht. ' +
    'In {minutes, plural, one {# Minute} other {# Minuten}} kannst du einen neuen erstellen.',
  'You need admin privileges to access this page.': 'Für diese Seite brauchst du Admin-Rechte.',
  'You need to be logged in to access this page.': 'Für diese Seite musst du angemeldet sein.',
  'Your current password is not correct.': 'Dein aktuelles Passwort ist nicht richtig.',
  'addedById must be a whole number.': 'addedById muss eine ganze Zahl sein.',
  'autoSkipMinutes must be one of 0 (disabled), 3, 5, 6 or 10.': 'autoSkipMinutes muss 0 (aus), 3, 5, 6 oder 10 sein.',
  'days must be a whole number between 1 and 90.': 'days muss eine ganze Zahl zwischen 1 und 90 sein.',
  'ended must be true or false.': 'ended muss true oder false sein.',
  'endpoint must be a push service on the internet, on port 443: this server sends nothing to local, private or reserved addresses.':
    'endpoint muss ein Push-Dienst im Internet sein, auf Port 443: Dieser Server sendet nichts an lokale, private oder reservierte Adressen.',
  "endpoint must be the https:// address of your browser's push service (at most 1000 characters), as PushSubscription.toJSON() gives it.":
    'endpoint muss die https://-Adresse des Push-Dienstes deines Browsers sein (höchstens 1000 Zeichen), wie PushSubscription.toJSON() sie liefert.',
  'errorCode must be one of 2, 5, 100, 101 or 150 (YouTube player errors).': 'errorCode muss 2, 5, 100, 101 oder 150 sein (Fehler des YouTube-Players).',
  'filter must be a JSON object such as {"q":"sam"}.': 'filter muss ein JSON-Objekt sein, etwa {"q":"sam"}.',
  'filter.id may list at most 500 ids.': 'filter.id darf höchstens 500 IDs enthalten.',
  'filter.id must list room ids.': 'filter.id muss Raum-IDs enthalten.',
  'filter.id must list user ids (whole numbers).': 'filter.id muss Benutzer-IDs enthalten (ganze Zahlen).',
  "force_api must be 'true' or 'false'.": "force_api muss 'true' oder 'false' sein.",
  "hasRoom must be 'true' or 'false'.": "hasRoom muss 'true' oder 'false' sein.",
  'inactivityTimeoutMinutes must be a whole number of minutes.': 'inactivityTimeoutMinutes muss eine ganze Zahl von Minuten sein.',
  'inactivityTimeoutMinutes must be between 5 and 240.': 'inactivityTimeoutMinutes muss zwischen 5 und 240 liegen.',
  'interstitialSeconds must be a whole number of seconds between 0 and 30.': 'interstitialSeconds muss eine ganze Zahl von Sekunden zwischen 0 und 30 sein.',
  "isActive must be 'true' or 'false'.": "isActive muss 'true' oder 'false' sein.",
  'isLocked must be true or false.': 'isLocked muss true oder false sein.',
  'keys must hold p256dh and auth, as PushSubscription.toJSON() gives them.': 'keys muss p256dh und auth enthalten, wie PushSubscription.toJSON() sie liefert.',
  "keys.auth must be your browser's push secret: 16 bytes in base64url, as PushSubscription.toJSON() gives it.":
    'keys.auth muss das Push-Geheimnis deines Browsers sein: 16 Bytes in base64url, wie PushSubscription.toJSON() es liefert.',
  "keys.p256dh must be your browser's push key: an uncompressed P-256 point in base64url, as PushSubscription.toJSON() gives it.":
    'keys.p256dh muss der Push-Schlüssel deines Browsers sein: ein unkomprimierter P-256-Punkt in base64url, wie PushSubscription.toJSON() ihn liefert.',
  "language must be one of en, es, de, fr, pt-BR, ja, ar, or null for each screen's own.":
    'language muss en, es, de, fr, pt-BR, ja oder ar sein, oder null, damit jeder Bildschirm seine eigene Sprache zeigt.',
  "language must be one of en, es, de, fr, pt-BR, ja, ar: the language this browser's notifications are worded in.":
    'language muss eines von en, es, de, fr, pt-BR, ja, ar sein: die Sprache, in der die Benachrichtigungen dieses Browsers verfasst werden.',
  'limit must be a whole number between 1 and 500.': 'limit muss eine ganze Zahl zwischen 1 und 500 sein.',
  'limit must be a whole number.': 'limit muss eine ganze Zahl sein.',
  'limit must be between 1 and 200.': 'limit muss zwischen 1 und 200 liegen.',
  'maxRoomDurationHours must be a whole number of hours.': 'maxRoomDurationHours muss eine ganze Zahl von Stunden sein.',
  'maxRoomDurationHours must be between 1 and 24.': 'maxRoomDurationHours muss zwischen 1 und 24 liegen.',
  'maxUsers must be a whole number of at least 0.': 'maxUsers muss eine ganze Zahl ab 0 sein.',
  'minUsers must be a whole number of at least 0.': 'minUsers muss eine ganze Zahl ab 0 sein.',
  'newPosition must be a whole number.': 'newPosition muss eine ganze Zahl sein.',
  'newPosition must be at least 1.': 'newPosition muss mindestens 1 sein.',
  'newPosition must be between 1 and {count}, the number of songs in the queue.':
    'newPosition muss zwischen 1 und {count} liegen, der Anzahl der Songs in der Warteschlange.',
  'page must be a whole number of at least 1.': 'page muss eine ganze Zahl ab 1 sein.',
  'pageSize must be one of 25, 50, 100 or 500.': 'pageSize muss 25, 50, 100 oder 500 sein.',
  'playing must be true or false.': 'playing muss true oder false sein.',
  'position must be a whole number.': 'position muss eine ganze Zahl sein.',
  'position must be at least 1.': 'position muss mindestens 1 sein.',
  "queueMode must be 'fifo' or 'rotation'.": "queueMode muss 'fifo' oder 'rotation' sein.",
  'range must be a JSON array [first, last] covering 25, 50, 100 or 500 rows from a multiple of that count, such as [0,24].':
    'range muss ein JSON-Array [first, last] sein, das 25, 50, 100 oder 500 Zeilen ab einem Vielfachen dieser Anzahl abdeckt, etwa [0,24].',
  'reaction must be one of clap, fire, heart, laugh or mic.': 'reaction muss clap, fire, heart, laugh oder mic sein.',
  "role must be 'user' or 'admin'.": "role muss 'user' oder 'admin' sein.",
  "role must be 'user', 'moderator' or 'admin'.": "role muss 'user', 'moderator' oder 'admin' sein.",
  'search must be at most 100 characters.': 'search darf höchstens 100 Zeichen haben.',
  'settings must be an object holding the settings to change.': 'settings muss ein Objekt mit den zu ändernden Einstellungen sein.',
  'sort must be a JSON array [field, order] such as ["createdAt","DESC"].': 'sort muss ein JSON-Array [field, order] sein, etwa ["createdAt","DESC"].',
  'sortBy must be one of createdAt, name, code, ownerUsername, userCount, queueCount, lastActivity.':
    'sortBy muss einer dieser Werte sein: createdAt, name, code, ownerUsername, userCount, queueCount, lastActivity.',
  'sortBy must be one of createdAt, username, displayName, role, subscriptionTier, lastActive, userId.':
    'sortBy muss einer dieser Werte sein: createdAt, username, displayName, role, subscriptionTier, lastActive, userId.',
  "sortOrder must be 'asc' or 'desc'.": "sortOrder muss 'asc' oder 'desc' sein.",
  'startedAt must be the date and time the skipped song started (ISO 8601).':
    'startedAt muss Datum und Uhrzeit sein, zu der der übersprungene Song begonnen hat (ISO 8601).',
  "style must be one of 'karaoke', 'lower-key', 'higher-key', 'duet' or 'lyrics'.":
    "style muss 'karaoke', 'lower-key', 'higher-key', 'duet' oder 'lyrics' sein.",
  'subscriptionTier must be 1, 2, 3 or 999.': 'subscriptionTier muss 1, 2, 3 oder 999 sein.',
  'tier must be 1, 2, 3 or 999.': 'tier muss 1, 2, 3 oder 999 sein.',
  'title must be between 1 and 300 characters.': 'title muss zwischen 1 und 300 Zeichen lang sein.',
  'version must be the version of the account as read.': 'version muss die Version des Kontos sein, wie sie gelesen wurde.',
  'videoId must be a YouTube video id.': 'videoId muss eine YouTube-Video-ID sein.',
  'videoId must be the id of the song being skipped, or null.': 'videoId muss die ID des übersprungenen Songs sein oder null.',
  '{field} must be a date such as 2026-11-22 or 2026-11-22T18:00:00Z.': '{field} muss ein Datum sein, etwa 2026-11-22 oder 2026-11-22T18:00:00Z.',
  '{field} must be one of 1, 2, 3, 5 or 999 (unlimited).': '{field} muss 1, 2, 3, 5 oder 999 (unbegrenzt) sein.',
  "videoId must be an 11-character YouTube video id or a library song's id.":
    'videoId muss eine 11-stellige YouTube-Video-ID oder die ID eines Songs aus der Bibliothek sein.',
  "The song id in the address must be a library song's id, like lib-0123456789abcdef.":
    'Die Song-ID in der Adresse muss die ID eines Songs aus der Bibliothek sein, etwa lib-0123456789abcdef.',
  "That song is no longer in the host's library.": 'Dieser Song ist nicht mehr in der Bibliothek des Gastgebers.',
  'That song is not queued or playing in this room, so its file is not shared here.':
    'Dieser Song ist in diesem Raum weder in der Warteschlange noch auf der Bühne, daher wird seine Datei hier nicht geteilt.',
  'No library folder is set: set MEDIA_DIR to a folder of karaoke files and restart the server.':
    'Es ist kein Bibliotheksordner eingestellt: Setze MEDIA_DIR auf einen Ordner mit Karaoke-Dateien und starte den Server neu.',
  'limit must be a whole number from 1 to 50.': 'limit muss eine ganze Zahl von 1 bis 50 sein.',
  'sortBy must be one of reportedAt, title.': 'sortBy muss einer dieser Werte sein: reportedAt, title.',
  'This video is not hidden: search already offers it.': 'Dieses Video ist nicht ausgeblendet: Die Suche bietet es bereits an.',
  'filter.id must list YouTube video ids.': 'filter.id muss YouTube-Video-IDs enthalten.',
  'tier must be 2 (Premium) or 3 (Pro): the plans an account can ask for.': 'tier muss 2 (Premium) oder 3 (Pro) sein: die Tarife, die ein Konto anfragen kann.',
  'Your account is already on this plan or a bigger one.': 'Dein Konto hat schon diesen oder einen größeren Tarif.',
  'You have no plan request waiting.': 'Du hast keine wartende Tarifanfrage.',
  'That plan request does not exist.': 'Diese Tarifanfrage gibt es nicht.',
  'This plan request was already answered.': 'Diese Tarifanfrage wurde schon beantwortet.',
  'A reason can be at most 200 characters.': 'Ein Grund darf höchstens 200 Zeichen haben.',
  'Only an administrator of this server can approve a plan. Sign in details of an administrator account are needed.':
    'Nur ein Administrator dieses Servers kann einen Tarif genehmigen. Dafür braucht es die Anmeldedaten eines Administratorkontos.',
  'status must be pending, approved or declined.': 'status muss pending, approved oder declined sein.',
  'sortBy must be createdAt, tier or status.': 'sortBy muss createdAt, tier oder status sein.',
  'filter.id must list plan request ids (whole numbers).': 'filter.id muss IDs von Tarifanfragen enthalten (ganze Zahlen).',
  'That administrator username or password is not right.': 'Dieser Administrator-Benutzername oder dieses Passwort stimmt nicht.',
  'That request is no longer waiting: the host may have answered it already.':
    'Dieser Wunsch wartet nicht mehr: Der Gastgeber hat ihn vielleicht schon beantwortet.',
  'That request is someone else’s: you can withdraw only your own.': 'Dieser Wunsch gehört jemand anderem: Du kannst nur deine eigenen zurückziehen.',
  'That request was declined already: the guest can ask for it again.': 'Dieser Wunsch wurde schon abgelehnt: Der Gast kann ihn erneut anfragen.',
  'The host has just started approving songs: add the song again to ask for it.':
    'Der Gastgeber gibt Songs jetzt erst frei: Füg den Song noch einmal hinzu, um ihn anzufragen.',
  "''{title}'' cannot be approved: the person who asked for it has left the room.":
    '„{title}“ kann nicht freigegeben werden: Die Person, die ihn angefragt hat, hat den Raum verlassen.',
  'The party closes at {closingTime}: this song would not start before then.': 'Die Party endet um {closingTime}: Dieser Song würde vorher nicht mehr starten.',
  'The reason can be at most 140 characters.': 'Der Grund darf höchstens 140 Zeichen haben.',
  'approveSongs must be true or false.': 'approveSongs muss true oder false sein.',
  'closingTime must be a time of day such as 23:00, or null for none.': 'closingTime muss eine Uhrzeit wie 23:00 sein, oder null für keine.',
  'timeZone must be a time zone such as Europe/Berlin.': 'timeZone muss eine Zeitzone wie Europe/Berlin sein.',
  'lyrics must be true or false.': 'lyrics muss true oder false sein.',
  'That song is no longer on stage, so its lyrics timing was left as it was.':
    'Dieser Song läuft nicht mehr, daher wurde das Timing seines Textes nicht geändert.',
  'Only the host or the person singing can change the lyrics timing.': 'Nur der Host oder die Person, die gerade singt, kann das Timing des Textes ändern.',
  'offsetMs must be a number of milliseconds between -10000 and 10000, in steps of 500 (half a second).':
    'offsetMs muss eine Zahl von Millisekunden zwischen -10000 und 10000 sein, in Schritten von 500 (einer halben Sekunde).',
  'videoId must name the song on stage.': 'videoId muss den Song nennen, der gerade läuft.',
  'Too many changes to the lyrics timing. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'Zu viele Änderungen am Timing des Textes. Versuch es in {wait, plural, one {# Sekunde} other {# Sekunden}} noch mal.',
  'Please enter the singer’s name': 'Bitte gib den Namen der Person ein, die singt',
  'That singer without a phone is not in this room.': 'Diese Person ohne Handy ist nicht in diesem Raum.',
  'Only the host can add songs for singers without a phone. Ask the host to let everyone help.':
    'Nur der Gastgeber kann Songs für Leute ohne Handy hinzufügen. Bitte den Gastgeber, alle helfen zu lassen.',
  'othersQueueForPhoneless must be true or false.': 'othersQueueForPhoneless muss true oder false sein.',
  'You can invite only people who are in this room.': 'Du kannst nur Leute einladen, die in diesem Raum sind.',
  'You sing this song already: invite someone else.': 'Du singst diesen Song schon: Lade jemand anderen ein.',
  '{name} is already invited to sing this song.': '{name} ist schon eingeladen, diesen Song mitzusingen.',
  'A song can have at most {max, plural, one {# more singer} other {# more singers}} besides you.':
    'Ein Song kann außer dir höchstens {max, plural, one {# weitere Person} other {# weitere Personen}} haben.',
  'You were not invited to sing this song.': 'Du wurdest nicht eingeladen, diesen Song mitzusingen.',
  'userIds must list one to three people in the room (their userId).': 'userIds muss eine bis drei Personen im Raum nennen (ihre userId).',
  'accept must be true or false.': 'accept muss true oder false sein.',
};
export default catalog;
