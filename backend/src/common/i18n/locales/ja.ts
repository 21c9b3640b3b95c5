/** The server's sentences in ja: English template → translation (ICU MessageFormat), see ../sentences.ts. */
const catalog: Readonly<Record<string, string>> = {
  "You're up next — get ready!": '次はあなたの番 — 準備してください！',
  "You're on!": 'あなたの番です！',
  '{name} is up next — hand them the mic!': '次は{name}さん — マイクを渡してください！',
  '{name} is on!': '{name}さんの番です！',
  "''{title}'' cannot come back: the person who added it has left the room.": '「{title}」は戻せません。追加した人がルームを退出しました。',
  'A value in the address is too long to name anything here.': 'アドレス内の値が長すぎるため、ここでは何も指定できません。',
  'Add an artist or a song title: every search already looks for karaoke versions, so "karaoke" alone finds nothing.':
    'アーティスト名か曲名を入力してください。検索ではいつもカラオケ版を探すので、「karaoke」だけでは何も見つかりません。',
  'Beta access code is required': 'ベータ版アクセスコードを入力してください',
  'Create an account to save favorite songs': 'お気に入りの曲を保存するには、アカウントを作成してください',
  'Display name is required': '表示名を入力してください',
  'Display name is too long': '表示名が長すぎます',
  'Display name must be 1 to 50 characters.': '表示名は1〜50文字にしてください。',
  'Enter your current password to set a new one.': '新しいパスワードを設定するには、現在のパスワードを入力してください。',
  'Guests have no password. Create an account to set one.': 'ゲストにはパスワードがありません。設定するにはアカウントを作成してください。',
  'Invalid beta access code': 'ベータ版アクセスコードが正しくありません',
  'Invalid tier': '無効なプランです',
  'Invalid username or password': 'ユーザー名またはパスワードが正しくありません',
  'Name the song on stage: its videoId and startedAt as GET /api/rooms/{roomId}/playing shows them.':
    'ステージで再生中の曲を指定してください。GET /api/rooms/{roomId}/playing が示すとおりの videoId と startedAt を使います。',
  'Nothing is playing right now. Cheer when the next song starts!': '今は何も再生されていません。次の曲が始まったら応援しましょう！',
  'Only guests change their name here; an account changes it in Profile.':
    'ここで名前を変更できるのはゲストだけです。アカウントをお持ちの方はプロフィールで変更してください。',
  'Only the room owner can do that.': 'この操作はルームオーナーだけができます。',
  'Password is required': 'パスワードを入力してください',
  'Password must be at least 6 characters': 'パスワードは6文字以上にしてください',
  'Password must be at most 200 characters': 'パスワードは200文字以内にしてください',
  'Past parties are kept for accounts. Create one to keep yours.': '過去のパーティーはアカウントに保存されます。保存するにはアカウントを作成してください。',
  'Please enter a search term.': '検索キーワードを入力してください。',
  'Please enter both room code and your name': 'ルームコードと名前の両方を入力してください',
  'Please enter your name': '名前を入力してください',
  'Room creation is paused for your account until {until}.': 'あなたのアカウントでのルーム作成は{until}まで停止されています。',
  'Room name is required': 'ルーム名を入力してください',
  'Room name is required (at most 100 characters)': 'ルーム名を入力してください（100文字以内）',
  'Room not found': 'ルームが見つかりません',
  'Sign in required': 'ログインが必要です',
  'Someone else changed this account since you opened it. Reload it to see their changes, then save again.':
    'このアカウントを開いた後に、別の人が変更しました。再読み込みして変更内容を確認してから、もう一度保存してください。',
  'Someone in this room is already called {name}. Add an initial or a nickname so everyone can tell you apart.':
    'このルームにはすでに{name}という名前の人がいます。みんなが区別できるように、イニシャルやニックネームを付け加えてください。',
  'Something went wrong on our side. Please try again in a moment.': 'サーバー側で問題が発生しました。少し待ってからもう一度お試しください。',
  'This endpoint is subscribed by someone else with other keys. A browser sends its own endpoint and keys together, as PushSubscription.toJSON() gives them.':
    'この endpoint は、別の人が別のキーで登録しています。ブラウザは、PushSubscription.toJSON() が返すとおり、自分の endpoint とキーを一緒に送信します。',
  'That person is not in this room.': 'その人はこのルームにいません。',
  'That person was not removed from this room.': 'その人はこのルームから強制退出されていません。',
  'This party has already ended.': 'このパーティーはすでに終了しています。',
  'Enter the pairing code shown on the host’s screen.': 'ホストの画面に表示されているペアリングコードを入力してください。',
  'That pairing code is not right. Check the code on the host’s screen.': 'そのペアリングコードは正しくありません。ホストの画面のコードを確認してください。',
  'That pairing code has expired. Ask the host for a new one.': 'そのペアリングコードは期限切れです。ホストに新しいコードを頼んでください。',
  'A screen’s name can be at most 40 characters.': '画面の名前は40文字以内にしてください。',
  'This screen is not paired. Enter the code from the host’s Open on a TV.':
    'この画面はペアリングされていません。ホストの「テレビで開く」に表示されるコードを入力してください。',
  'That screen is not showing this room.': 'その画面はこのルームを表示していません。',
  'That song is already last in the queue, so nobody else can go first.':
    'その曲はすでに予約リストの最後にあるため、これ以上ほかの曲を先にすることはできません。',
  'That song is no longer in the queue.': 'その曲はもう予約リストにありません。',
  "That song is not among this room's songs tonight.": 'その曲はこのルームの今夜の曲に含まれていません。',
  'That song was added by someone else: you can change only your own songs, and the host manages the rest.':
    'その曲はほかの人が追加したものです。変更できるのは自分の曲だけで、それ以外はホストが管理します。',
  'The address has too many query parameters (at most 100).': 'アドレスのクエリパラメーターが多すぎます（最大100個）。',
  'The address is not valid: it has a broken percent-encoding.': 'アドレスが正しくありません。パーセントエンコーディングが壊れています。',
  'YouTube cannot be reached right now, so this link could not be looked up. Try again in a moment.':
    '現在YouTubeに接続できないため、このリンクを調べられませんでした。少し待ってからもう一度お試しください。',
  "You have used your {count, plural, one {# YouTube API search} other {# YouTube API searches}} for today, so results come from YouTube's web search.":
    '今日のYouTube API検索（{count}回）を使い切ったため、結果はYouTubeのウェブ検索から表示しています。',
  "Searches through the YouTube API are kept for the admins of this server, so results come from YouTube's web search.":
    'YouTube APIでの検索はこのサーバーの管理者専用のため、結果はYouTubeのウェブ検索から表示しています。',
  "This hour's YouTube API searches are used up, so for the next {minutes, plural, one {# minute} other {# minutes}} results come from YouTube's web search.":
    'この1時間のYouTube API検索を使い切ったため、あと{minutes}分間は結果をYouTubeのウェブ検索から表示します。',
  "Today's YouTube API quota is used up, so until it comes back at midnight Pacific time, results come from YouTube's web search.":
    '今日のYouTube APIの割り当てを使い切ったため、太平洋時間の午前0時に回復するまで、結果はYouTubeのウェブ検索から表示します。',
  'YouTube cannot be reached right now, so results come from songs this app already knows.':
    '現在YouTubeに接続できないため、このアプリが既に知っている曲から結果を表示しています。',
  'The database is unavailable right now. Please try again in a moment.': '現在データベースを利用できません。少し待ってからもう一度お試しください。',
  'The host cannot leave their own room. Delete it from the dashboard to end the party.':
    'ホストは自分のルームを退出できません。パーティーを終えるには、ダッシュボードからルームを削除してください。',
  'The intermission must be a YouTube video or playlist link, like https://www.youtube.com/playlist?list=… (or empty to turn it off).':
    '曲間の音楽は、https://www.youtube.com/playlist?list=… のような YouTube の動画または再生リストのリンクにしてください（オフにするには空欄にします）。',
  'The queue is full ({maxQueueSize} songs). Add this song once one has played.':
    '予約リストがいっぱいです（{maxQueueSize}曲）。1曲再生されたら、この曲を追加してください。',
  'The request body has too many fields (at most 100).': 'リクエスト本文のフィールドが多すぎます（最大100個）。',
  'The request body is nested too deeply (at most 8 levels).': 'リクエスト本文の入れ子が深すぎます（最大8階層）。',
  'The request body is not valid JSON.': 'リクエスト本文が正しい JSON ではありません。',
  'The request body is too large: this address takes at most {size}.': 'リクエスト本文が大きすぎます。このアドレスで受け付けるのは最大{size}です。',
  'The request contains a value that cannot be stored (for example a NUL character or a number out of range).':
    'リクエストに保存できない値が含まれています（NUL 文字や範囲外の数値など）。',
  'The request could not be understood.': 'リクエストを理解できませんでした。',
  'The request is not valid.': 'リクエストが正しくありません。',
  'The room owner cannot be booted.': 'ルームオーナーは強制退出させられません。',
  'The search is too long (200 characters at most).': '検索キーワードが長すぎます（200文字以内）。',
  'The server is busy checking other passwords. Try again in 2 seconds.': 'サーバーがほかのパスワードの確認で混み合っています。2秒後にもう一度お試しください。',
  'There is no API route {method} {path}.': 'API ルート {method} {path} はありません。',
  'There is no job named "{name}".': '「{name}」という名前のジョブはありません。',
  'This address takes a JSON body: send it with "Content-Type: application/json".':
    'このアドレスは JSON 本文を受け付けます。「Content-Type: application/json」を付けて送信してください。',
  'This needs an account. Create one to use it.': 'この機能にはアカウントが必要です。使うにはアカウントを作成してください。',
  'This room is full: it allows {max, plural, one {{max} guest} other {{max} guests}} at a time.':
    'このルームは満員です。同時に参加できるゲストは{max}人までです。',
  ['This room is full: it allows {max, plural, one {{max} guest} other {{max} guests}} at a time. Ask {host} — their plan allows {max, plural, one {{max} ' +
  'guest} other {{max} guests}}.']:
    'このルームは満員です。同時に参加できるゲストは{max}人までです。{host}さんに相談してください — {host}さんのプランではゲストは{max}人までです。',
  'This room is locked — ask the host to unlock it.': 'このルームはロック中です — ホストにロックの解除を頼んでください。',
  'Too many joins from your network. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'お使いのネットワークからの参加が多すぎます。{wait}秒後にもう一度お試しください。',
  'Too many profile changes. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'プロフィールの変更が多すぎます。{wait}秒後にもう一度お試しください。',
  'Too many searches. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.': '検索が多すぎます。{wait}秒後にもう一度お試しください。',
  'Too many sign-in attempts from your network. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'お使いのネットワークからのログイン試行が多すぎます。{wait}秒後にもう一度お試しください。',
  'Too many sign-in attempts. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'ログイン試行が多すぎます。{wait}秒後にもう一度お試しください。',
  'Too many sign-ups from your network. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'お使いのネットワークからの新規登録が多すぎます。{wait}秒後にもう一度お試しください。',
  'Too many wrong room codes from your network. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'お使いのネットワークから誤ったルームコードが何度も入力されました。{wait}秒後にもう一度お試しください。',
  'Too many wrong room codes. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    '誤ったルームコードが何度も入力されました。{wait}秒後にもう一度お試しください。',
  'Unknown field "{field}".': '不明なフィールド「{field}」です。',
  'Unknown filter "{key}".': '不明なフィルター「{key}」です。',
  'Use either page, pageSize, sortBy and sortOrder or range, sort and filter (the ra-data-simple-rest convention), not both.':
    'page・pageSize・sortBy・sortOrder か、range・sort・filter（ra-data-simple-rest の規約）のどちらか一方を使ってください。両方は使えません。',
  'User not found': 'ユーザーが見つかりません',
  'Username can only contain letters, digits, dots, dashes and underscores': 'ユーザー名に使えるのは英字、数字、ピリオド、ハイフン、アンダースコアだけです',
  'Username is already taken': 'このユーザー名はすでに使われています',
  'Username is required': 'ユーザー名を入力してください',
  'Username must be at least 3 characters': 'ユーザー名は3文字以上にしてください',
  'Username must be at most 50 characters': 'ユーザー名は50文字以内にしてください',
  'You already have {live, plural, one {{live} active room} other {{live} active rooms}}, the most your plan allows. Delete one to create another.':
    '開催中のルームがすでに{live}個あり、プランの上限に達しています。別のルームを作成するには、1つ削除してください。',
  'You already have {waiting, plural, one {{waiting} song} other {{waiting} songs}} waiting, the most this room allows. Add another once one has played.':
    '予約中の曲がすでに{waiting}曲あり、このルームの上限に達しています。1曲再生されたら、次の曲を追加してください。',
  'You are adding songs too quickly. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    '曲の追加が速すぎます。{wait}秒後にもう一度お試しください。',
  'You are not in a room any more.': 'もうルームに参加していません。',
  'You are not in this room. Join it with its code first.': 'このルームに参加していません。まずルームコードで参加してください。',
  'You are the last admin: promote someone else first.': 'あなたは最後の管理者です。先にほかの人を管理者にしてください。',
  'You can only change your own account.': '変更できるのは自分のアカウントだけです。',
  'You can only check your own membership.': '確認できるのは自分の参加状況だけです。',
  'You can only create rooms for yourself.': 'ルームは自分用にしか作成できません。',
  'You can only join a room yourself.': 'ルームに参加させられるのは自分自身だけです。',
  'You can only see your own past parties.': '見られるのは自分の過去のパーティーだけです。',
  'You can only see your own rooms.': '見られるのは自分のルームだけです。',
  'You cannot delete your own account.': '自分のアカウントは削除できません。',
  'You have been removed from this room': 'このルームから強制退出されました',
  'You have created {created} rooms in the last 24 hours, the most your plan allows. You can create another in {hours, plural, one {{hours} hour} other {{hours} hours}}.':
    '過去24時間に{created}個のルームを作成し、プランの上限に達しています。{hours}時間後に次のルームを作成できます。',
  ['You have created {created} rooms in the last 24 hours, the most your plan allows. You can create another in {minutes, plural, one {{minutes} ' +
  'minute} other {{minutes} minutes}}.']: '過去24時間に{created}個のルームを作成し、プランの上限に達しています。{minutes}分後に次のルームを作成できます。',
  'You need admin privileges to access this page.': 'このページにアクセスするには管理者権限が必要です。',
  'You need to be logged in to access this page.': 'このページにアクセスするにはログインが必要です。',
  'Your current password is not correct.': '現在のパスワードが正しくありません。',
  'addedById must be a whole number.': 'addedById は整数にしてください。',
  'autoSkipMinutes must be one of 0 (disabled), 3, 5, 6 or 10.': 'autoSkipMinutes は 0（無効）、3、5、6、10 のいずれかにしてください。',
  'days must be a whole number between 1 and 90.': 'days は1〜90の整数にしてください。',
  'ended must be true or false.': 'ended は true または false にしてください。',
  'endpoint must be a push service on the internet, on port 443: this server sends nothing to local, private or reserved addresses.':
    'endpoint は、インターネット上のプッシュサービス（ポート 443）にしてください。このサーバーは、ローカル・プライベート・予約済みのアドレスには何も送信しません。',
  "endpoint must be the https:// address of your browser's push service (at most 1000 characters), as PushSubscription.toJSON() gives it.":
    'endpoint は、PushSubscription.toJSON() が返すとおりの、ブラウザのプッシュサービスの https:// アドレス（最大1000文字）にしてください。',
  'errorCode must be one of 2, 5, 100, 101 or 150 (YouTube player errors).':
    'errorCode は 2、5、100、101、150 のいずれかにしてください（YouTube プレーヤーのエラー）。',
  'filter must be a JSON object such as {"q":"sam"}.': 'filter は {"q":"sam"} のような JSON オブジェクトにしてください。',
  'filter.id may list at most 500 ids.': 'filter.id に指定できる ID は最大500個です。',
  'filter.id must list room ids.': 'filter.id にはルーム ID を指定してください。',
  'filter.id must list user ids (whole numbers).': 'filter.id にはユーザー ID（整数）を指定してください。',
  "force_api must be 'true' or 'false'.": "force_api は 'true' または 'false' にしてください。",
  "hasRoom must be 'true' or 'false'.": "hasRoom は 'true' または 'false' にしてください。",
  'inactivityTimeoutMinutes must be a whole number of minutes.': 'inactivityTimeoutMinutes は分単位の整数にしてください。',
  'inactivityTimeoutMinutes must be between 5 and 240.': 'inactivityTimeoutMinutes は5〜240にしてください。',
  'interstitialSeconds must be a whole number of seconds between 0 and 30.': 'interstitialSeconds は0〜30の整数（秒）にしてください。',
  "isActive must be 'true' or 'false'.": "isActive は 'true' または 'false' にしてください。",
  'isLocked must be true or false.': 'isLocked は true または false にしてください。',
  'keys must hold p256dh and auth, as PushSubscription.toJSON() gives them.':
    'keys には、PushSubscription.toJSON() が返すとおりに p256dh と auth を含めてください。',
  "keys.auth must be your browser's push secret: 16 bytes in base64url, as PushSubscription.toJSON() gives it.":
    'keys.auth は、PushSubscription.toJSON() が返すとおりのブラウザのプッシュシークレット（base64url の16バイト）にしてください。',
  "keys.p256dh must be your browser's push key: an uncompressed P-256 point in base64url, as PushSubscription.toJSON() gives it.":
    'keys.p256dh は、PushSubscription.toJSON() が返すとおりのブラウザのプッシュキー（base64url の非圧縮 P-256 ポイント）にしてください。',
  "language must be one of en, es, de, fr, pt-BR, ja, ar, or null for each screen's own.":
    'language は en、es、de、fr、pt-BR、ja、ar のいずれか、または各画面の言語を使う場合は null にしてください。',
  "language must be one of en, es, de, fr, pt-BR, ja, ar: the language this browser's notifications are worded in.":
    'language は en、es、de、fr、pt-BR、ja、ar のいずれかにしてください（このブラウザーの通知に使う言語です）。',
  'limit must be a whole number between 1 and 500.': 'limit は1〜500の整数にしてください。',
  'limit must be a whole number.': 'limit は整数にしてください。',
  'limit must be between 1 and 200.': 'limit は1〜200にしてください。',
  'maxRoomDurationHours must be a whole number of hours.': 'maxRoomDurationHours は時間単位の整数にしてください。',
  'maxRoomDurationHours must be between 1 and 24.': 'maxRoomDurationHours は1〜24にしてください。',
  'maxUsers must be a whole number of at least 0.': 'maxUsers は0以上の整数にしてください。',
  'minUsers must be a whole number of at least 0.': 'minUsers は0以上の整数にしてください。',
  'newPosition must be a whole number.': 'newPosition は整数にしてください。',
  'newPosition must be at least 1.': 'newPosition は1以上にしてください。',
  'newPosition must be between 1 and {count}, the number of songs in the queue.': 'newPosition は1〜{count}（予約リストの曲数）にしてください。',
  'page must be a whole number of at least 1.': 'page は1以上の整数にしてください。',
  'pageSize must be one of 25, 50, 100 or 500.': 'pageSize は 25、50、100、500 のいずれかにしてください。',
  'playing must be true or false.': 'playing は true または false にしてください。',
  'position must be a whole number.': 'position は整数にしてください。',
  'position must be at least 1.': 'position は1以上にしてください。',
  "queueMode must be 'fifo' or 'rotation'.": "queueMode は 'fifo' または 'rotation' にしてください。",
  'range must be a JSON array [first, last] covering 25, 50, 100 or 500 rows from a multiple of that count, such as [0,24].':
    'range は、その行数の倍数から始まる25、50、100、500行を指定する JSON 配列 [first, last] にしてください（例: [0,24]）。',
  'reaction must be one of clap, fire, heart, laugh or mic.': 'reaction は clap、fire、heart、laugh、mic のいずれかにしてください。',
  "role must be 'user' or 'admin'.": "role は 'user' または 'admin' にしてください。",
  "role must be 'user', 'moderator' or 'admin'.": "role は 'user'、'moderator'、'admin' のいずれかにしてください。",
  'search must be at most 100 characters.': 'search は100文字以内にしてください。',
  'settings must be an object holding the settings to change.': 'settings は、変更する設定を含むオブジェクトにしてください。',
  'sort must be a JSON array [field, order] such as ["createdAt","DESC"].': 'sort は ["createdAt","DESC"] のような JSON 配列 [field, order] にしてください。',
  'sortBy must be one of createdAt, name, code, ownerUsername, userCount, queueCount, lastActivity.':
    'sortBy は createdAt、name、code、ownerUsername、userCount、queueCount、lastActivity のいずれかにしてください。',
  'sortBy must be one of createdAt, username, displayName, role, subscriptionTier, lastActive, userId.':
    'sortBy は createdAt、username、displayName、role、subscriptionTier、lastActive、userId のいずれかにしてください。',
  "sortOrder must be 'asc' or 'desc'.": "sortOrder は 'asc' または 'desc' にしてください。",
  'startedAt must be the date and time the skipped song started (ISO 8601).': 'startedAt は、スキップした曲の開始日時（ISO 8601）にしてください。',
  "style must be one of 'karaoke', 'lower-key', 'higher-key', 'duet' or 'lyrics'.":
    "style は 'karaoke'、'lower-key'、'higher-key'、'duet'、'lyrics' のいずれかにしてください。",
  'subscriptionTier must be 1, 2, 3 or 999.': 'subscriptionTier は 1、2、3、999 のいずれかにしてください。',
  'tier must be 1, 2, 3 or 999.': 'tier は 1、2、3、999 のいずれかにしてください。',
  'title must be between 1 and 300 characters.': 'title は1〜300文字にしてください。',
  'version must be the version of the account as read.': 'version は、読み込んだときのアカウントのバージョンにしてください。',
  'videoId must be a YouTube video id.': 'videoId は YouTube の動画 ID にしてください。',
  'videoId must be the id of the song being skipped, or null.': 'videoId は、スキップする曲の ID または null にしてください。',
  '{field} must be a date such as 2026-11-22 or 2026-11-22T18:00:00Z.': '{field} は 2026-11-22 や 2026-11-22T18:00:00Z のような日付にしてください。',
  '{field} must be one of 1, 2, 3, 5 or 999 (unlimited).': '{field} は 1、2、3、5、999（無制限）のいずれかにしてください。',
  "videoId must be an 11-character YouTube video id or a library song's id.": 'videoId は11文字の YouTube 動画 ID か、ライブラリの曲の ID にしてください。',
  "The song id in the address must be a library song's id, like lib-0123456789abcdef.":
    'アドレスの曲 ID は、lib-0123456789abcdef のようなライブラリの曲の ID にしてください。',
  "That song is no longer in the host's library.": 'その曲はもうホストのライブラリにありません。',
  'That song is not queued or playing in this room, so its file is not shared here.':
    'その曲はこのルームの予約にも再生中にもないため、ここではファイルを共有しません。',
  'No library folder is set: set MEDIA_DIR to a folder of karaoke files and restart the server.':
    'ライブラリのフォルダーが設定されていません。MEDIA_DIR にカラオケファイルのフォルダーを指定して、サーバーを再起動してください。',
  'limit must be a whole number from 1 to 50.': 'limit は1から50までの整数にしてください。',
  'sortBy must be one of reportedAt, title.': 'sortBy は reportedAt、title のいずれかにしてください。',
  'This video is not hidden: search already offers it.': 'この動画は非表示になっていません。検索にはすでに表示されます。',
  'filter.id must list YouTube video ids.': 'filter.id には YouTube の動画 ID を指定してください。',
  'tier must be 2 (Premium) or 3 (Pro): the plans an account can ask for.':
    'tier は 2（Premium）または 3（Pro）にしてください。アカウントが申請できるプランです。',
  'Your account is already on this plan or a bigger one.': 'このアカウントはすでにこのプラン、またはそれ以上のプランです。',
  'You have no plan request waiting.': '回答待ちのプラン申請はありません。',
  'That plan request does not exist.': 'そのプラン申請は存在しません。',
  'This plan request was already answered.': 'このプラン申請はすでに回答済みです。',
  'A reason can be at most 200 characters.': '理由は200文字以内にしてください。',
  'Only an administrator of this server can approve a plan. Sign in details of an administrator account are needed.':
    'プランを承認できるのはこのサーバーの管理者だけです。管理者アカウントのサインイン情報が必要です。',
  'status must be pending, approved or declined.': 'status は pending、approved、declined のいずれかにしてください。',
  'sortBy must be createdAt, tier or status.': 'sortBy は createdAt、tier、status のいずれかにしてください。',
  'filter.id must list plan request ids (whole numbers).': 'filter.id にはプラン申請の ID（整数）を並べてください。',
  'That administrator username or password is not right.': '管理者のユーザー名またはパスワードが正しくありません。',
  'That request is no longer waiting: the host may have answered it already.': 'そのリクエストはもう承認待ちではありません。ホストがすでに対応したようです。',
  'That request is someone else’s: you can withdraw only your own.': 'そのリクエストは他の人のものです。取り下げられるのは自分のリクエストだけです。',
  'That request was declined already: the guest can ask for it again.': 'そのリクエストはすでに見送られています。ゲストはもう一度リクエストできます。',
  'The host has just started approving songs: add the song again to ask for it.':
    'ホストが曲の承認を始めました。リクエストするには、もう一度曲を追加してください。',
  "''{title}'' cannot be approved: the person who asked for it has left the room.": '「{title}」は承認できません。リクエストした人がルームを退出しました。',
  'The party closes at {closingTime}: this song would not start before then.': 'パーティーは{closingTime}に終了します。この曲はそれまでに始まりません。',
  'The reason can be at most 140 characters.': '理由は140文字以内で入力してください。',
  'approveSongs must be true or false.': 'approveSongs は true または false にしてください。',
  'closingTime must be a time of day such as 23:00, or null for none.': 'closingTime は 23:00 のような時刻、またはなしの場合は null にしてください。',
  'timeZone must be a time zone such as Europe/Berlin.': 'timeZone は Europe/Berlin のようなタイムゾーンにしてください。',
  'lyrics must be true or false.': 'lyrics は true か false にしてください。',
  'That song is no longer on stage, so its lyrics timing was left as it was.': 'その曲はもう再生されていないため、歌詞のタイミングは変更されませんでした。',
  'Only the host or the person singing can change the lyrics timing.': '歌詞のタイミングを変更できるのは、ホストか歌っている人だけです。',
  'offsetMs must be a number of milliseconds between -10000 and 10000, in steps of 500 (half a second).':
    'offsetMs は -10000〜10000 のミリ秒で、500（0.5秒）刻みにしてください。',
  'videoId must name the song on stage.': 'videoId には再生中の曲を指定してください。',
  'Too many changes to the lyrics timing. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    '歌詞のタイミングの変更が多すぎます。{wait}秒後にもう一度お試しください。',
  'Please enter the singer’s name': '歌う人の名前を入力してください',
  'That singer without a phone is not in this room.': 'そのスマホなしの歌い手はこのルームにいません。',
  'Only the host can add songs for singers without a phone. Ask the host to let everyone help.':
    'スマホなしの歌い手の曲を追加できるのはホストだけです。みんなが手伝えるようにホストに頼んでください。',
  'othersQueueForPhoneless must be true or false.': 'othersQueueForPhoneless は true か false にしてください。',
  'You can invite only people who are in this room.': '招待できるのはこのルームにいる人だけです。',
  'You sing this song already: invite someone else.': 'この曲はもうあなたが歌います。ほかの人を招待してください。',
  '{name} is already invited to sing this song.': '{name}さんはすでにこの曲に招待されています。',
  'A song can have at most {max, plural, one {# more singer} other {# more singers}} besides you.': '1曲に参加できるのは、あなたのほかに{max}人までです。',
  'You were not invited to sing this song.': 'あなたはこの曲に招待されていません。',
  'userIds must list one to three people in the room (their userId).': 'userIds にはルームにいる1〜3人（userId）を指定してください。',
  'accept must be true or false.': 'accept は true か false にしてください。',
};
export default catalog;
