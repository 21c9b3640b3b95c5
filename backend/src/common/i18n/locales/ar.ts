/** The server's sentences in ar: English template → translation (ICU MessageFormat), see ../sentences.ts. */
const catalog: Readonly<Record<string, string>> = {
  "You're up next — get ready!": 'دورك التالي — استعدّ!',
  "You're on!": 'حان دورك!',
  '{name} is up next — hand them the mic!': '{name} التالي — ناوله الميكروفون!',
  '{name} is on!': 'دور {name} الآن!',
  "''{title}'' cannot come back: the person who added it has left the room.": 'لا يمكن إعادة «{title}»: الشخص الذي أضافها غادر الغرفة.',
  'A value in the address is too long to name anything here.': 'إحدى القيم في العنوان أطول من أن تشير إلى أي شيء هنا.',
  'Add an artist or a song title: every search already looks for karaoke versions, so "karaoke" alone finds nothing.':
    'أضِف اسم فنان أو اسم أغنية: كل بحث يبحث أصلًا عن نسخ كاريوكي، لذا لن تجد كلمة «karaoke» وحدها شيئًا.',
  'Beta access code is required': 'رمز الوصول التجريبي مطلوب',
  'Create an account to save favorite songs': 'أنشئ حسابًا لحفظ أغانيك المفضلة',
  'Display name is required': 'الاسم الظاهر مطلوب',
  'Display name is too long': 'الاسم الظاهر طويل جدًا',
  'Display name must be 1 to 50 characters.': 'يجب أن يتكون الاسم الظاهر من 1 إلى 50 حرفًا.',
  'Enter your current password to set a new one.': 'أدخل كلمة المرور الحالية لتعيين كلمة مرور جديدة.',
  'Guests have no password. Create an account to set one.': 'ليس للضيوف كلمة مرور. أنشئ حسابًا لتعيين كلمة مرور.',
  'Invalid beta access code': 'رمز الوصول التجريبي غير صحيح',
  'Invalid tier': 'خطة غير صالحة',
  'Invalid username or password': 'اسم المستخدم أو كلمة المرور غير صحيحة',
  'Name the song on stage: its videoId and startedAt as GET /api/rooms/{roomId}/playing shows them.':
    'حدّد الأغنية التي على المسرح: بقيمتَي videoId وstartedAt كما يعرضهما GET /api/rooms/{roomId}/playing.',
  'Nothing is playing right now. Cheer when the next song starts!': 'لا شيء قيد التشغيل الآن. شجّع عندما تبدأ الأغنية التالية!',
  'Only guests change their name here; an account changes it in Profile.': 'يغيّر الضيوف وحدهم أسماءهم هنا؛ أما أصحاب الحسابات فيغيّرونها من الملف الشخصي.',
  'Only the room owner can do that.': 'لا يمكن فعل ذلك إلا لمالك الغرفة.',
  'Password is required': 'كلمة المرور مطلوبة',
  'Password must be at least 6 characters': 'يجب ألا تقل كلمة المرور عن 6 أحرف',
  'Password must be at most 200 characters': 'يجب ألا تزيد كلمة المرور على 200 حرف',
  'Past parties are kept for accounts. Create one to keep yours.': 'تُحفظ الحفلات السابقة لأصحاب الحسابات. أنشئ حسابًا للاحتفاظ بحفلاتك.',
  'Please enter a search term.': 'يُرجى إدخال كلمة للبحث.',
  'Please enter both room code and your name': 'يُرجى إدخال رمز الغرفة واسمك',
  'Please enter your name': 'يُرجى إدخال اسمك',
  'Room creation is paused for your account until {until}.': 'إنشاء الغرف متوقف مؤقتًا لحسابك حتى {until}.',
  'Room name is required': 'اسم الغرفة مطلوب',
  'Room name is required (at most 100 characters)': 'اسم الغرفة مطلوب (100 حرف كحد أقصى)',
  'Room not found': 'لم يُعثر على الغرفة',
  'Sign in required': 'يلزم تسجيل الدخول',
  'Someone else changed this account since you opened it. Reload it to see their changes, then save again.':
    'غيّر شخص آخر هذا الحساب منذ أن فتحته. أعد تحميله لترى تغييراته، ثم احفظ مجددًا.',
  'Someone in this room is already called {name}. Add an initial or a nickname so everyone can tell you apart.':
    'يوجد في هذه الغرفة من يُدعى {name} بالفعل. أضِف حرفًا أول أو لقبًا ليميّزك الجميع.',
  'Something went wrong on our side. Please try again in a moment.': 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى بعد لحظات.',
  'This endpoint is subscribed by someone else with other keys. A browser sends its own endpoint and keys together, as PushSubscription.toJSON() gives them.':
    'هذا الـ endpoint مشترَك من شخص آخر بمفاتيح أخرى. يرسل المتصفح الـ endpoint الخاص به ومفاتيحه معًا، كما يعطيها PushSubscription.toJSON().',
  'That person is not in this room.': 'هذا الشخص ليس في هذه الغرفة.',
  'That person was not removed from this room.': 'لم يُطرد هذا الشخص من هذه الغرفة.',
  'This party has already ended.': 'لقد انتهت هذه الحفلة بالفعل.',
  'Enter the pairing code shown on the host’s screen.': 'أدخل رمز الاقتران الظاهر على شاشة المضيف.',
  'That pairing code is not right. Check the code on the host’s screen.': 'رمز الاقتران هذا غير صحيح. تحقّق من الرمز على شاشة المضيف.',
  'That pairing code has expired. Ask the host for a new one.': 'انتهت صلاحية رمز الاقتران هذا. اطلب رمزًا جديدًا من المضيف.',
  'A screen’s name can be at most 40 characters.': 'يمكن أن يتكوّن اسم الشاشة من 40 حرفًا على الأكثر.',
  'This screen is not paired. Enter the code from the host’s Open on a TV.': 'هذه الشاشة غير مقترنة. أدخل الرمز من خيار «الفتح على تلفاز» لدى المضيف.',
  'That screen is not showing this room.': 'تلك الشاشة لا تعرض هذه الغرفة.',
  'That song is already last in the queue, so nobody else can go first.': 'هذه الأغنية هي الأخيرة في قائمة الانتظار بالفعل، فلا يمكن تقديم أحد عليها.',
  'That song is no longer in the queue.': 'لم تعد هذه الأغنية في قائمة الانتظار.',
  "That song is not among this room's songs tonight.": 'هذه الأغنية ليست من أغاني الليلة في هذه الغرفة.',
  'That song was added by someone else: you can change only your own songs, and the host manages the rest.':
    'أضاف هذه الأغنية شخص آخر: يمكنك تغيير أغانيك فقط، ويتولى المضيف البقية.',
  'The address has too many query parameters (at most 100).': 'يحتوي العنوان على عدد كبير جدًا من معاملات الاستعلام (100 كحد أقصى).',
  'The address is not valid: it has a broken percent-encoding.': 'العنوان غير صالح: فيه ترميز نسبة مئوية (percent-encoding) معطوب.',
  'YouTube cannot be reached right now, so this link could not be looked up. Try again in a moment.':
    'يتعذّر الوصول إلى YouTube حاليًا، لذا تعذّر البحث عن هذا الرابط. يُرجى المحاولة مرة أخرى بعد لحظات.',
  "You have used your {count, plural, one {# YouTube API search} other {# YouTube API searches}} for today, so results come from YouTube's web search.":
    'استخدمتَ {count, plural, zero {عمليات البحث} one {عملية البحث} two {عمليتَي البحث} few {عمليات البحث الـ#} many {عمليات البحث الـ#} other {عمليات البحث الـ#}} المتاحة لك اليوم عبر واجهة YouTube البرمجية، لذا تأتي النتائج من بحث YouTube على الويب.',
  "Searches through the YouTube API are kept for the admins of this server, so results come from YouTube's web search.":
    'البحث عبر واجهة YouTube البرمجية مخصّص لمشرفي هذا الخادم، لذا تأتي النتائج من بحث YouTube على الويب.',
  "This hour's YouTube API searches are used up, so for the next {minutes, plural, one {# minute} other {# minutes}} results come from YouTube's web search.":
    'نفدت عمليات البحث عبر واجهة YouTube البرمجية لهذه الساعة، لذا تأتي النتائج من بحث YouTube على الويب خلال {minutes, plural, zero {الدقائق القادمة} one {الدقيقة القادمة} two {الدقيقتين القادمتين} few {الـ# دقائق القادمة} many {الـ# دقيقة القادمة} other {الـ# دقيقة القادمة}}.',
  "Today's YouTube API quota is used up, so until it comes back at midnight Pacific time, results come from YouTube's web search.":
    'نفدت حصة اليوم من واجهة YouTube البرمجية، لذا تأتي النتائج من بحث YouTube على الويب حتى تعود عند منتصف الليل بتوقيت المحيط الهادئ.',
  'YouTube cannot be reached right now, so results come from songs this app already knows.':
    'يتعذّر الوصول إلى YouTube حاليًا، لذا تأتي النتائج من أغانٍ يعرفها هذا التطبيق مسبقًا.',
  'The database is unavailable right now. Please try again in a moment.': 'قاعدة البيانات غير متاحة حاليًا. يُرجى المحاولة مرة أخرى بعد لحظات.',
  'The host cannot leave their own room. Delete it from the dashboard to end the party.': 'لا يمكن للمضيف مغادرة غرفته. احذفها من لوحة التحكم لإنهاء الحفلة.',
  'The intermission must be a YouTube video or playlist link, like https://www.youtube.com/playlist?list=… (or empty to turn it off).':
    'يجب أن تكون الموسيقى بين الأغاني رابط فيديو أو قائمة تشغيل على YouTube، مثل https://www.youtube.com/playlist?list=… (أو فارغة لإيقافها).',
  'The queue is full ({maxQueueSize} songs). Add this song once one has played.':
    'قائمة الانتظار ممتلئة ({maxQueueSize, plural, zero {# أغنية} one {أغنية واحدة} two {أغنيتان} few {# أغانٍ} many {# أغنية} other ' +
    '{# أغنية}}). أضِف هذه الأغنية بعد تشغيل إحدى الأغاني.',
  'The request body has too many fields (at most 100).': 'يحتوي متن الطلب على عدد كبير جدًا من الحقول (100 كحد أقصى).',
  'The request body is nested too deeply (at most 8 levels).': 'متن الطلب متداخل بعمق زائد (8 مستويات كحد أقصى).',
  'The request body is not valid JSON.': 'متن الطلب ليس JSON صالحًا.',
  'The request body is too large: this address takes at most {size}.': 'متن الطلب كبير جدًا: يقبل هذا العنوان {size} كحد أقصى.',
  'The request contains a value that cannot be stored (for example a NUL character or a number out of range).':
    'يحتوي الطلب على قيمة لا يمكن حفظها (مثل محرف NUL أو رقم خارج النطاق).',
  'The request could not be understood.': 'تعذّر فهم الطلب.',
  'The request is not valid.': 'الطلب غير صالح.',
  'The room owner cannot be booted.': 'لا يمكن طرد مالك الغرفة.',
  'The search is too long (200 characters at most).': 'نص البحث طويل جدًا (200 حرف كحد أقصى).',
  'The server is busy checking other passwords. Try again in 2 seconds.': 'الخادم مشغول بالتحقق من كلمات مرور أخرى. حاول مرة أخرى بعد ثانيتين.',
  'There is no API route {method} {path}.': 'لا يوجد مسار API باسم {method} {path}.',
  'There is no job named "{name}".': 'لا توجد مهمة باسم «{name}».',
  'This address takes a JSON body: send it with "Content-Type: application/json".':
    'يقبل هذا العنوان متنًا بصيغة JSON: أرسله مع «Content-Type: application/json».',
  'This needs an account. Create one to use it.': 'يتطلب هذا حسابًا. أنشئ حسابًا لاستخدامه.',
  'This room is full: it allows {max, plural, one {{max} guest} other {{max} guests}} at a time.':
    'هذه الغرفة ممتلئة: حدّها الأقصى {max, plural, zero {# ضيف} one {ضيف واحد} two {ضيفان} few {# ضيوف} many {# ضيفًا} other {# ضيف}} في آنٍ واحد.',
  ['This room is full: it allows {max, plural, one {{max} guest} other {{max} guests}} at a time. Ask {host} — their plan allows {max, plural, one {{max} ' +
  'guest} other {{max} guests}}.']:
    'هذه الغرفة ممتلئة: حدّها الأقصى {max, plural, zero {# ضيف} one {ضيف واحد} two {ضيفان} few {# ضيوف} many {# ضيفًا} other {# ضيف}} ' +
    'في آنٍ واحد. تحدّث مع {host} — فالحد الأقصى في خطته {max, plural, zero {# ضيف} one {ضيف واحد} two {ضيفان} few {# ضيوف} many {# ' +
    'ضيفًا} other {# ضيف}}.',
  'This room is locked — ask the host to unlock it.': 'هذه الغرفة مقفلة — اطلب من المضيف فتح قفلها.',
  'Too many joins from your network. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'محاولات انضمام كثيرة جدًا من شبكتك. حاول مرة أخرى بعد {wait, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} ' +
    'many {# ثانية} other {# ثانية}}.',
  'Too many profile changes. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'تغييرات كثيرة جدًا على الملف الشخصي. حاول مرة أخرى بعد {wait, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ' +
    'ثوانٍ} many {# ثانية} other {# ثانية}}.',
  'Too many searches. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'عمليات بحث كثيرة جدًا. حاول مرة أخرى بعد {wait, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}.',
  'Too many sign-in attempts from your network. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'محاولات تسجيل دخول كثيرة جدًا من شبكتك. حاول مرة أخرى بعد {wait, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ' +
    'ثوانٍ} many {# ثانية} other {# ثانية}}.',
  'Too many sign-in attempts. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد {wait, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many ' +
    '{# ثانية} other {# ثانية}}.',
  'Too many sign-ups from your network. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'عمليات تسجيل كثيرة جدًا من شبكتك. حاول مرة أخرى بعد {wait, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} ' +
    'many {# ثانية} other {# ثانية}}.',
  'Too many wrong room codes from your network. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'رموز غرف خاطئة كثيرة جدًا من شبكتك. حاول مرة أخرى بعد {wait, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} ' +
    'many {# ثانية} other {# ثانية}}.',
  'Too many wrong room codes. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'رموز غرف خاطئة كثيرة جدًا. حاول مرة أخرى بعد {wait, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}.',
  'Unknown field "{field}".': 'حقل غير معروف: «{field}».',
  'Unknown filter "{key}".': 'عامل تصفية غير معروف: «{key}».',
  'Use either page, pageSize, sortBy and sortOrder or range, sort and filter (the ra-data-simple-rest convention), not both.':
    'استخدم إما page وpageSize وsortBy وsortOrder، أو range وsort وfilter (اصطلاح ra-data-simple-rest)، لا كليهما.',
  'User not found': 'لم يُعثر على المستخدم',
  'Username can only contain letters, digits, dots, dashes and underscores': 'لا يمكن أن يحتوي اسم المستخدم إلا على حروف وأرقام ونقاط وشرطات وشرطات سفلية',
  'Username is already taken': 'اسم المستخدم محجوز بالفعل',
  'Username is required': 'اسم المستخدم مطلوب',
  'Username must be at least 3 characters': 'يجب ألا يقل اسم المستخدم عن 3 أحرف',
  'Username must be at most 50 characters': 'يجب ألا يزيد اسم المستخدم على 50 حرفًا',
  'You already have {live, plural, one {{live} active room} other {{live} active rooms}}, the most your plan allows. Delete one to create another.':
    'لديك بالفعل {live, plural, zero {# غرفة نشطة} one {غرفة نشطة واحدة} two {غرفتان نشطتان} few {# غرف نشطة} many {# غرفة نشطة} other ' +
    '{# غرفة نشطة}}، وهذا أقصى ما تسمح به خطتك. احذف غرفة لتنشئ أخرى.',
  'You already have {waiting, plural, one {{waiting} song} other {{waiting} songs}} waiting, the most this room allows. Add another once one has played.':
    'لديك بالفعل {waiting, plural, zero {# أغنية} one {أغنية واحدة} two {أغنيتان} few {# أغانٍ} many {# أغنية} other {# أغنية}} في ' +
    'الانتظار، وهذا أقصى ما تسمح به هذه الغرفة. أضِف أخرى بعد تشغيل إحداها.',
  'You are adding songs too quickly. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'أنت تضيف الأغاني بسرعة كبيرة. حاول مرة أخرى بعد {wait, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many ' +
    '{# ثانية} other {# ثانية}}.',
  'You are not in a room any more.': 'لم تعد في أي غرفة.',
  'You are not in this room. Join it with its code first.': 'لست في هذه الغرفة. انضم إليها برمزها أولًا.',
  'You are the last admin: promote someone else first.': 'أنت آخر مشرف: امنح صلاحية المشرف لشخص آخر أولًا.',
  'You can only change your own account.': 'يمكنك تغيير حسابك فقط.',
  'You can only check your own membership.': 'يمكنك التحقق من عضويتك أنت فقط.',
  'You can only create rooms for yourself.': 'يمكنك إنشاء غرف لنفسك فقط.',
  'You can only join a room yourself.': 'لا يمكنك أن تضمّ إلى غرفة أحدًا سوى نفسك.',
  'You can only see your own past parties.': 'يمكنك عرض حفلاتك السابقة فقط.',
  'You can only see your own rooms.': 'يمكنك عرض غرفك فقط.',
  'You cannot delete your own account.': 'لا يمكنك حذف حسابك.',
  'You have been removed from this room': 'لم تعد في هذه الغرفة',
  'You have created {created} rooms in the last 24 hours, the most your plan allows. You can create another in {hours, plural, one {{hours} hour} other {{hours} hours}}.':
    'عدد الغرف التي أنشأتها خلال آخر 24 ساعة هو {created}، وهذا أقصى ما تسمح به خطتك. يمكنك إنشاء غرفة أخرى بعد {hours, plural, zero ' +
    '{# ساعة} one {ساعة واحدة} two {ساعتين} few {# ساعات} many {# ساعة} other {# ساعة}}.',
  ['You have created {created} rooms in the last 24 hours, the most your plan allows. You can create another in {minutes, plural, one {{minutes} ' +
  'minute} other {{minutes} minutes}}.']:
    'عدد الغرف التي أنشأتها خلال آخر 24 ساعة هو {created}، وهذا أقصى ما تسمح به خطتك. يمكنك إنشاء غرفة أخرى بعد {minutes, plural, zero ' +
    '{# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.',
  'You need admin privileges to access this page.': 'تحتاج إلى صلاحية المشرف للوصول إلى هذه الصفحة.',
  'You need to be logged in to access this page.': 'يلزم تسجيل الدخول للوصول إلى هذه الصفحة.',
  'Your current password is not correct.': 'كلمة المرور الحالية غير صحيحة.',
  'addedById must be a whole number.': 'يجب أن تكون قيمة addedById عددًا صحيحًا.',
  'autoSkipMinutes must be one of 0 (disabled), 3, 5, 6 or 10.': 'يجب أن تكون قيمة autoSkipMinutes إحدى القيم 0 (معطّل) أو 3 أو 5 أو 6 أو 10.',
  'days must be a whole number between 1 and 90.': 'يجب أن تكون قيمة days عددًا صحيحًا بين 1 و90.',
  'ended must be true or false.': 'يجب أن تكون قيمة ended إما true أو false.',
  'endpoint must be a push service on the internet, on port 443: this server sends nothing to local, private or reserved addresses.':
    'يجب أن تكون قيمة endpoint خدمة إشعارات (push) على الإنترنت، على المنفذ 443: لا يرسل هذا الخادم شيئًا إلى العناوين المحلية أو الخاصة أو المحجوزة.',
  "endpoint must be the https:// address of your browser's push service (at most 1000 characters), as PushSubscription.toJSON() gives it.":
    'يجب أن تكون قيمة endpoint عنوان https:// لخدمة الإشعارات (push) في متصفحك (1000 حرف كحد أقصى)، كما يعطيه PushSubscription.toJSON().',
  'errorCode must be one of 2, 5, 100, 101 or 150 (YouTube player errors).':
    'يجب أن تكون قيمة errorCode إحدى القيم 2 أو 5 أو 100 أو 101 أو 150 (أخطاء مشغّل YouTube).',
  'filter must be a JSON object such as {"q":"sam"}.': 'يجب أن تكون قيمة filter كائن JSON، مثل {"q":"sam"}.',
  'filter.id may list at most 500 ids.': 'يمكن أن تسرد قيمة filter.id ما لا يزيد على 500 معرّف.',
  'filter.id must list room ids.': 'يجب أن تسرد قيمة filter.id معرّفات غرف.',
  'filter.id must list user ids (whole numbers).': 'يجب أن تسرد قيمة filter.id معرّفات مستخدمين (أعداد صحيحة).',
  "force_api must be 'true' or 'false'.": "يجب أن تكون قيمة force_api إما 'true' أو 'false'.",
  "hasRoom must be 'true' or 'false'.": "يجب أن تكون قيمة hasRoom إما 'true' أو 'false'.",
  'inactivityTimeoutMinutes must be a whole number of minutes.': 'يجب أن تكون قيمة inactivityTimeoutMinutes عددًا صحيحًا من الدقائق.',
  'inactivityTimeoutMinutes must be between 5 and 240.': 'يجب أن تكون قيمة inactivityTimeoutMinutes بين 5 و240.',
  'interstitialSeconds must be a whole number of seconds between 0 and 30.': 'يجب أن تكون قيمة interstitialSeconds عددًا صحيحًا من الثواني بين 0 و30.',
  "isActive must be 'true' or 'false'.": "يجب أن تكون قيمة isActive إما 'true' أو 'false'.",
  'isLocked must be true or false.': 'يجب أن تكون قيمة isLocked إما true أو false.',
  'keys must hold p256dh and auth, as PushSubscription.toJSON() gives them.':
    'يجب أن يحتوي الحقل keys على p256dh وauth، كما يعطيهما PushSubscription.toJSON().',
  "keys.auth must be your browser's push secret: 16 bytes in base64url, as PushSubscription.toJSON() gives it.":
    'يجب أن تكون قيمة keys.auth سرّ الإشعارات (push) الخاص بمتصفحك: 16 بايت بترميز base64url، كما يعطيه PushSubscription.toJSON().',
  "keys.p256dh must be your browser's push key: an uncompressed P-256 point in base64url, as PushSubscription.toJSON() gives it.":
    'يجب أن تكون قيمة keys.p256dh مفتاح الإشعارات (push) الخاص بمتصفحك: نقطة P-256 غير مضغوطة بترميز base64url، كما يعطيه PushSubscription.toJSON().',
  "language must be one of en, es, de, fr, pt-BR, ja, ar, or null for each screen's own.":
    'يجب أن تكون قيمة language إحدى القيم en أو es أو de أو fr أو pt-BR أو ja أو ar، أو null لتستخدم كل شاشة لغتها.',
  "language must be one of en, es, de, fr, pt-BR, ja, ar: the language this browser's notifications are worded in.":
    'يجب أن تكون قيمة language إحدى القيم en أو es أو de أو fr أو pt-BR أو ja أو ar: اللغة التي تُكتب بها إشعارات هذا المتصفح.',
  'limit must be a whole number between 1 and 500.': 'يجب أن تكون قيمة limit عددًا صحيحًا بين 1 و500.',
  'limit must be a whole number.': 'يجب أن تكون قيمة limit عددًا صحيحًا.',
  'limit must be between 1 and 200.': 'يجب أن تكون قيمة limit بين 1 و200.',
  'maxRoomDurationHours must be a whole number of hours.': 'يجب أن تكون قيمة maxRoomDurationHours عددًا صحيحًا من الساعات.',
  'maxRoomDurationHours must be between 1 and 24.': 'يجب أن تكون قيمة maxRoomDurationHours بين 1 و24.',
  'maxUsers must be a whole number of at least 0.': 'يجب أن تكون قيمة maxUsers عددًا صحيحًا لا يقل عن 0.',
  'minUsers must be a whole number of at least 0.': 'يجب أن تكون قيمة minUsers عددًا صحيحًا لا يقل عن 0.',
  'newPosition must be a whole number.': 'يجب أن تكون قيمة newPosition عددًا صحيحًا.',
  'newPosition must be at least 1.': 'يجب ألا تقل قيمة newPosition عن 1.',
  'newPosition must be between 1 and {count}, the number of songs in the queue.':
    'يجب أن تكون قيمة newPosition بين 1 و{count}، وهو عدد الأغاني في قائمة الانتظار.',
  'page must be a whole number of at least 1.': 'يجب أن تكون قيمة page عددًا صحيحًا لا يقل عن 1.',
  'pageSize must be one of 25, 50, 100 or 500.': 'يجب أن تكون قيمة pageSize إحدى القيم 25 أو 50 أو 100 أو 500.',
  'playing must be true or false.': 'يجب أن تكون قيمة playing إما true أو false.',
  'position must be a whole number.': 'يجب أن تكون قيمة position عددًا صحيحًا.',
  'position must be at least 1.': 'يجب ألا تقل قيمة position عن 1.',
  "queueMode must be 'fifo' or 'rotation'.": "يجب أن تكون قيمة queueMode إما 'fifo' أو 'rotation'.",
  'range must be a JSON array [first, last] covering 25, 50, 100 or 500 rows from a multiple of that count, such as [0,24].':
    'يجب أن تكون قيمة range مصفوفة JSON بالشكل [first, last] تغطي 25 أو 50 أو 100 أو 500 صف بدءًا من مضاعف لذلك العدد، مثل [0,24].',
  'reaction must be one of clap, fire, heart, laugh or mic.': 'يجب أن تكون قيمة reaction إحدى القيم clap أو fire أو heart أو laugh أو mic.',
  "role must be 'user' or 'admin'.": "يجب أن تكون قيمة role إما 'user' أو 'admin'.",
  "role must be 'user', 'moderator' or 'admin'.": "يجب أن تكون قيمة role إحدى القيم 'user' أو 'moderator' أو 'admin'.",
  'search must be at most 100 characters.': 'يجب ألا يزيد طول search على 100 حرف.',
  'settings must be an object holding the settings to change.': 'يجب أن تكون قيمة settings كائنًا يحتوي على الإعدادات المراد تغييرها.',
  'sort must be a JSON array [field, order] such as ["createdAt","DESC"].':
    'يجب أن تكون قيمة sort مصفوفة JSON بالشكل [field, order]، مثل ["createdAt","DESC"].',
  'sortBy must be one of createdAt, name, code, ownerUsername, userCount, queueCount, lastActivity.':
    'يجب أن تكون قيمة sortBy إحدى القيم createdAt أو name أو code أو ownerUsername أو userCount أو queueCount أو lastActivity.',
  'sortBy must be one of createdAt, username, displayName, role, subscriptionTier, lastActive, userId.':
    'يجب أن تكون قيمة sortBy إحدى القيم createdAt أو username أو displayName أو role أو subscriptionTier أو lastActive أو userId.',
  "sortOrder must be 'asc' or 'desc'.": "يجب أن تكون قيمة sortOrder إما 'asc' أو 'desc'.",
  'startedAt must be the date and time the skipped song started (ISO 8601).': 'يجب أن تكون قيمة startedAt تاريخ ووقت بدء الأغنية التي تم تخطيها (ISO 8601).',
  "style must be one of 'karaoke', 'lower-key', 'higher-key', 'duet' or 'lyrics'.":
    "يجب أن تكون قيمة style إحدى القيم 'karaoke' أو 'lower-key' أو 'higher-key' أو 'duet' أو 'lyrics'.",
  'subscriptionTier must be 1, 2, 3 or 999.': 'يجب أن تكون قيمة subscriptionTier إحدى القيم 1 أو 2 أو 3 أو 999.',
  'tier must be 1, 2, 3 or 999.': 'يجب أن تكون قيمة tier إحدى القيم 1 أو 2 أو 3 أو 999.',
  'title must be between 1 and 300 characters.': 'يجب أن يكون طول title بين 1 و300 حرف.',
  'version must be the version of the account as read.': 'يجب أن تكون قيمة version إصدار الحساب كما قرأته.',
  'videoId must be a YouTube video id.': 'يجب أن تكون قيمة videoId معرّف فيديو على YouTube.',
  'videoId must be the id of the song being skipped, or null.': 'يجب أن تكون قيمة videoId معرّف الأغنية التي يتم تخطيها، أو null.',
  '{field} must be a date such as 2026-11-22 or 2026-11-22T18:00:00Z.': 'يجب أن تكون قيمة {field} تاريخًا مثل 2026-11-22 أو 2026-11-22T18:00:00Z.',
  '{field} must be one of 1, 2, 3, 5 or 999 (unlimited).': 'يجب أن تكون قيمة {field} إحدى القيم 1 أو 2 أو 3 أو 5 أو 999 (بلا حد).',
  "videoId must be an 11-character YouTube video id or a library song's id.":
    'يجب أن تكون قيمة videoId معرّف فيديو على YouTube من 11 حرفًا أو معرّف أغنية من المكتبة.',
  "The song id in the address must be a library song's id, like lib-0123456789abcdef.":
    'يجب أن يكون معرّف الأغنية في العنوان معرّف أغنية من المكتبة، مثل lib-0123456789abcdef.',
  "That song is no longer in the host's library.": 'لم تعد هذه الأغنية في مكتبة المضيف.',
  'That song is not queued or playing in this room, so its file is not shared here.':
    'هذه الأغنية ليست في قائمة الانتظار ولا قيد التشغيل في هذه الغرفة، لذا لا تتم مشاركة ملفها هنا.',
  'No library folder is set: set MEDIA_DIR to a folder of karaoke files and restart the server.':
    'لم يتم تعيين مجلد للمكتبة: اضبط MEDIA_DIR على مجلد ملفات كاريوكي ثم أعد تشغيل الخادم.',
  'limit must be a whole number from 1 to 50.': 'يجب أن تكون قيمة limit عددًا صحيحًا من 1 إلى 50.',
  'sortBy must be one of reportedAt, title.': 'يجب أن تكون قيمة sortBy إحدى القيم reportedAt أو title.',
  'This video is not hidden: search already offers it.': 'هذا الفيديو غير مخفي: البحث يعرضه بالفعل.',
  'filter.id must list YouTube video ids.': 'يجب أن تسرد قيمة filter.id معرّفات فيديوهات YouTube.',
  'tier must be 2 (Premium) or 3 (Pro): the plans an account can ask for.': 'يجب أن تكون قيمة tier إما 2 (Premium) أو 3 (Pro): الخطط التي يمكن للحساب طلبها.',
  'Your account is already on this plan or a bigger one.': 'حسابك على هذه الخطة أو على خطة أكبر منها بالفعل.',
  'You have no plan request waiting.': 'ليس لديك طلب خطة بانتظار الرد.',
  'That plan request does not exist.': 'طلب الخطة هذا غير موجود.',
  'This plan request was already answered.': 'تم الرد على طلب الخطة هذا بالفعل.',
  'A reason can be at most 200 characters.': 'يمكن أن يتكون السبب من 200 حرف على الأكثر.',
  'Only an administrator of this server can approve a plan. Sign in details of an administrator account are needed.':
    'لا يوافق على الخطة إلا مسؤول هذا الخادم. يلزم إدخال بيانات دخول حساب مسؤول.',
  'status must be pending, approved or declined.': 'يجب أن تكون قيمة status إحدى القيم pending أو approved أو declined.',
  'sortBy must be createdAt, tier or status.': 'يجب أن تكون قيمة sortBy إحدى القيم createdAt أو tier أو status.',
  'filter.id must list plan request ids (whole numbers).': 'يجب أن يسرد filter.id معرّفات طلبات الخطط (أعدادًا صحيحة).',
  'That administrator username or password is not right.': 'اسم مستخدم المسؤول أو كلمة مروره غير صحيحة.',
  'That request is no longer waiting: the host may have answered it already.': 'هذا الطلب لم يعد في الانتظار: ربما ردّ عليه المضيف بالفعل.',
  'That request is someone else’s: you can withdraw only your own.': 'هذا الطلب يخص شخصًا آخر: يمكنك سحب طلباتك فقط.',
  'That request was declined already: the guest can ask for it again.': 'سبق رفض هذا الطلب: يمكن للضيف أن يطلبه مرة أخرى.',
  'The host has just started approving songs: add the song again to ask for it.': 'بدأ المضيف للتو بالموافقة على الأغاني: أضف الأغنية مرة أخرى لتطلبها.',
  "''{title}'' cannot be approved: the person who asked for it has left the room.": 'لا يمكن الموافقة على «{title}»: الشخص الذي طلبها غادر الغرفة.',
  'The party closes at {closingTime}: this song would not start before then.': 'تنتهي الحفلة عند {closingTime}: لن تبدأ هذه الأغنية قبل ذلك.',
  'The reason can be at most 140 characters.': 'يمكن أن يتكون السبب من 140 حرفًا على الأكثر.',
  'approveSongs must be true or false.': 'يجب أن تكون قيمة approveSongs إما true أو false.',
  'closingTime must be a time of day such as 23:00, or null for none.': 'يجب أن تكون قيمة closingTime وقتًا من اليوم مثل 23:00، أو null لعدم التحديد.',
  'timeZone must be a time zone such as Europe/Berlin.': 'يجب أن تكون قيمة timeZone منطقة زمنية مثل Europe/Berlin.',
  'lyrics must be true or false.': 'يجب أن تكون قيمة lyrics إما true أو false.',
  'That song is no longer on stage, so its lyrics timing was left as it was.': 'لم تعد هذه الأغنية على المسرح، لذا بقي توقيت كلماتها كما هو.',
  'Only the host or the person singing can change the lyrics timing.': 'لا يمكن تغيير توقيت الكلمات إلا للمضيف أو لمن يغني الآن.',
  'offsetMs must be a number of milliseconds between -10000 and 10000, in steps of 500 (half a second).':
    'يجب أن تكون قيمة offsetMs عددًا من أجزاء الثانية بين ‎-10000 و10000، بخطوات قدرها 500 (نصف ثانية).',
  'videoId must name the song on stage.': 'يجب أن تشير videoId إلى الأغنية التي على المسرح.',
  'Too many changes to the lyrics timing. Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.':
    'تغييرات كثيرة جدًا على توقيت الكلمات. حاول مرة أخرى بعد {wait, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}.',
  'Please enter the singer’s name': 'أدخل اسم من سيغنّي',
  'That singer without a phone is not in this room.': 'هذا المغنّي الذي ليس معه هاتف ليس في هذه الغرفة.',
  'Only the host can add songs for singers without a phone. Ask the host to let everyone help.':
    'المضيف وحده يستطيع إضافة أغانٍ لمن ليس معهم هاتف. اطلب من المضيف أن يسمح للجميع بالمساعدة.',
  'othersQueueForPhoneless must be true or false.': 'يجب أن تكون قيمة othersQueueForPhoneless إما true أو false.',
  'You can invite only people who are in this room.': 'يمكنك دعوة الموجودين في هذه الغرفة فقط.',
  'You sing this song already: invite someone else.': 'أنت تغنّي هذه الأغنية أصلًا: ادعُ شخصًا آخر.',
  '{name} is already invited to sing this song.': '{name} مدعوّ بالفعل لغناء هذه الأغنية.',
  'A song can have at most {max, plural, one {# more singer} other {# more singers}} besides you.':
    'يمكن أن يشاركك في الأغنية {max, plural, zero {# مغنٍّ} one {مغنٍّ واحد} two {مغنّيان} few {# مغنّين} many {# مغنّيًا} other {# مغنٍّ}} على الأكثر.',
  'You were not invited to sing this song.': 'لم تُدعَ لغناء هذه الأغنية.',
  'userIds must list one to three people in the room (their userId).': 'يجب أن تذكر userIds من شخص إلى ثلاثة أشخاص في الغرفة (معرّف userId لكلٍّ منهم).',
  'accept must be true or false.': 'يجب أن تكون قيمة accept إما true أو false.',
};
export default catalog;
