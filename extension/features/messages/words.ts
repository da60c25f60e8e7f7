/**
 * The words a conversation shows where a word is the only signal, in the ten interface languages LinkedIn
 * serves most (../shared/language.ts chooses them by <html lang>). Data only, no logic: ./wording.ts matches
 * them. Facts come first from structure (the message list, <time>, /in/ links, the composer, the side markers);
 * these words only say what structure cannot: which screen-reader line heads a group and names its sender,
 * which short texts are LinkedIn's notes rather than a message, which editor is not a message composer.
 * LinkedIn's own wording as best known; several forms where it uses several. Compared ignoring case.
 * In a form, `{name}` stands for a name, `{time}` for a time, `{file}` for a file's name.
 */
import type { WordTable } from "../shared/language";

export type MessageWord =
  /** the screen-reader heading of a group: "Ana Ruiz sent the following messages at 9:41 AM" (found anywhere in it) */
  | "sentMessages"
  /** what follows the sender's name in that heading ("sent", "ha enviado", "hat", "さんが") */
  | "afterSender"
  /** screen-reader notes that are never a message, as whole texts */
  | "viewProfile"
  | "opensNewWindow"
  | "download"
  | "seenBy"
  | "status"
  /** the composer's label, and its Send button */
  | "writeMessage"
  | "send"
  /** editors that are not a message composer (labels holding one of these): comments, posts, search */
  | "notComposer"
  /** day headings between groups: never a name */
  | "days"
  /** the navigation's own menu ("Me"), beside the user's photo */
  | "me"
  /** the marks of a time of day ("AM", "p. m.", "Uhr", "午前", "下午") */
  | "dayPeriods";

export const MESSAGE_WORDS: WordTable<MessageWord> = {
  en: {
    sentMessages: ["sent the following messages", "sent the following message"],
    afterSender: ["sent the following"],
    viewProfile: ["View {name}’s profile", "View {name}'s profile", "View {name}’ profile", "View profile"],
    opensNewWindow: ["(opens in a new window)", "(opens in a new tab)", "opens in a new window"],
    download: ["Download {file}"],
    seenBy: ["Seen by {name} at {time}", "Seen by {name}"],
    status: ["Status is online", "Status is offline", "Status is reachable", "Status is away", "Status is busy", "Active now", "Active {time} ago"],
    writeMessage: ["Write a message…", "Write a message..."],
    send: ["Send"],
    notComposer: ["comment", "commenting", "reply", "search", "post", "Start a post", "What do you want to talk about"],
    days: ["Today", "Yesterday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    me: ["Me"],
    dayPeriods: ["AM", "PM", "a.m.", "p.m."],
  },
  es: {
    sentMessages: ["ha enviado los siguientes mensajes", "ha enviado el siguiente mensaje", "envió los siguientes mensajes", "envió el siguiente mensaje"],
    afterSender: ["ha enviado", "envió"],
    viewProfile: ["Ver el perfil de {name}", "Ver perfil"],
    opensNewWindow: ["(se abre en una nueva ventana)", "(se abre en una ventana nueva)", "(se abre en una pestaña nueva)"],
    download: ["Descargar {file}"],
    seenBy: ["Visto por {name} a las {time}", "Visto por {name}"],
    status: ["Estado: con conexión", "Estado: sin conexión", "Estado: disponible", "Estado: ausente", "Estado: ocupado", "Activo ahora", "Activa ahora", "Activo hace {time}"],
    writeMessage: ["Escribe un mensaje…", "Escribe un mensaje..."],
    send: ["Enviar"],
    notComposer: ["comentario", "comentar", "responder", "buscar", "publicación", "Crear publicación", "¿De qué quieres hablar"],
    days: ["Hoy", "Ayer", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
    me: ["Yo"],
    dayPeriods: ["a. m.", "p. m.", "a.m.", "p.m."],
  },
  pt: {
    sentMessages: ["enviou as seguintes mensagens", "enviou a seguinte mensagem"],
    afterSender: ["enviou"],
    viewProfile: ["Ver o perfil de {name}", "Ver perfil de {name}", "Ver perfil"],
    opensNewWindow: ["(abre em uma nova janela)", "(abre em uma nova guia)", "(abre numa nova janela)"],
    download: ["Baixar {file}", "Transferir {file}"],
    seenBy: ["Visto por {name} às {time}", "Visto por {name}"],
    status: ["Status: online", "Status: offline", "Status: disponível", "Status: ausente", "Status: ocupado", "Ativo agora", "Ativa agora", "Ativo há {time}"],
    writeMessage: ["Escreva uma mensagem…", "Escreva uma mensagem..."],
    send: ["Enviar"],
    notComposer: ["comentário", "comentar", "responder", "pesquisar", "publicação", "Começar publicação", "Sobre o que você quer falar"],
    days: ["Hoje", "Ontem", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"],
    me: ["Eu"],
    dayPeriods: ["AM", "PM", "a.m.", "p.m."],
  },
  fr: {
    sentMessages: ["a envoyé les messages suivants", "a envoyé le message suivant"],
    afterSender: ["a envoyé"],
    viewProfile: ["Voir le profil de {name}", "Voir le profil"],
    opensNewWindow: ["(s’ouvre dans une nouvelle fenêtre)", "(s'ouvre dans une nouvelle fenêtre)", "(s’ouvre dans un nouvel onglet)"],
    download: ["Télécharger {file}"],
    seenBy: ["Vu par {name} à {time}", "Vu par {name}"],
    status: ["Statut : en ligne", "Statut : hors ligne", "Statut : joignable", "Statut : absent", "Statut : occupé", "Actif maintenant", "Active maintenant", "Actif il y a {time}"],
    writeMessage: ["Écrivez un message…", "Rédigez un message…", "Écrivez un message..."],
    send: ["Envoyer"],
    notComposer: ["commentaire", "commenter", "répondre", "rechercher", "recherche", "post", "publication", "Commencer un post", "De quoi souhaitez-vous discuter"],
    days: ["Aujourd’hui", "Aujourd'hui", "Hier", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
    me: ["Vous", "Moi"],
    dayPeriods: ["AM", "PM"],
  },
  de: {
    sentMessages: ["folgende Nachrichten", "folgende Nachricht", "folgenden Nachrichten", "folgende Nachricht gesendet"],
    afterSender: ["hat"],
    viewProfile: ["Profil von {name} anzeigen", "{name}s Profil anzeigen", "Profil anzeigen"],
    opensNewWindow: ["(öffnet in einem neuen Fenster)", "(öffnet sich in einem neuen Fenster)", "(öffnet in einem neuen Tab)"],
    download: ["{file} herunterladen", "Herunterladen {file}"],
    seenBy: ["Gesehen von {name} um {time}", "Gesehen von {name}"],
    status: ["Status: online", "Status: offline", "Status: erreichbar", "Status: abwesend", "Status: beschäftigt", "Jetzt aktiv", "Vor {time} aktiv"],
    writeMessage: ["Nachricht schreiben…", "Schreiben Sie eine Nachricht…", "Nachricht schreiben..."],
    send: ["Senden"],
    notComposer: ["Kommentar", "kommentieren", "antworten", "suchen", "Suche", "Beitrag", "Beitrag beginnen", "Worüber möchten Sie sprechen"],
    days: ["Heute", "Gestern", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"],
    me: ["Ich", "Sie"],
    dayPeriods: ["Uhr"],
  },
  it: {
    sentMessages: ["ha inviato i seguenti messaggi", "ha inviato il seguente messaggio"],
    afterSender: ["ha inviato"],
    viewProfile: ["Visualizza il profilo di {name}", "Visualizza profilo"],
    opensNewWindow: ["(si apre in una nuova finestra)", "(si apre in una nuova scheda)"],
    download: ["Scarica {file}"],
    seenBy: ["Visualizzato da {name} alle {time}", "Visualizzato da {name}"],
    status: ["Stato: online", "Stato: offline", "Stato: raggiungibile", "Stato: assente", "Stato: occupato", "Attivo ora", "Attiva ora", "Attivo {time} fa"],
    writeMessage: ["Scrivi un messaggio…", "Scrivi un messaggio..."],
    send: ["Invia"],
    notComposer: ["commento", "commenta", "rispondi", "cerca", "post", "Crea un post", "Di cosa vorresti parlare"],
    days: ["Oggi", "Ieri", "lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"],
    me: ["Tu", "Io"],
    dayPeriods: ["AM", "PM"],
  },
  nl: {
    sentMessages: ["heeft de volgende berichten verzonden", "heeft het volgende bericht verzonden", "heeft de volgende berichten gestuurd", "heeft het volgende bericht gestuurd"],
    afterSender: ["heeft"],
    viewProfile: ["Profiel van {name} bekijken", "Profiel bekijken"],
    opensNewWindow: ["(wordt geopend in een nieuw venster)", "(opent in een nieuw venster)", "(opent in een nieuw tabblad)"],
    download: ["{file} downloaden", "Downloaden {file}"],
    seenBy: ["Gezien door {name} om {time}", "Gezien door {name}"],
    status: ["Status: online", "Status: offline", "Status: bereikbaar", "Status: afwezig", "Status: bezet", "Nu actief", "{time} geleden actief"],
    writeMessage: ["Schrijf een bericht…", "Schrijf een bericht..."],
    send: ["Verzenden", "Versturen"],
    notComposer: ["opmerking", "reactie", "reageren", "zoeken", "bericht plaatsen", "Een bijdrage starten", "Waar wilt u het over hebben"],
    days: ["Vandaag", "Gisteren", "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"],
    me: ["Ik", "Mij"],
    dayPeriods: ["a.m.", "p.m.", "uur"],
  },
  hi: {
    sentMessages: ["निम्नलिखित संदेश भेजे", "निम्नलिखित संदेश भेजा", "ने निम्नलिखित संदेश"],
    afterSender: ["ने"],
    viewProfile: ["{name} की प्रोफ़ाइल देखें", "{name} का प्रोफ़ाइल देखें", "प्रोफ़ाइल देखें"],
    opensNewWindow: ["(नई विंडो में खुलता है)", "(नए टैब में खुलता है)"],
    download: ["{file} डाउनलोड करें", "डाउनलोड करें {file}"],
    seenBy: ["{name} ने {time} पर देखा", "{name} ने देखा"],
    status: ["स्थिति: ऑनलाइन", "स्थिति: ऑफ़लाइन", "स्थिति: उपलब्ध", "अभी सक्रिय", "{time} पहले सक्रिय"],
    writeMessage: ["एक संदेश लिखें…", "संदेश लिखें…", "एक संदेश लिखें..."],
    send: ["भेजें"],
    notComposer: ["टिप्पणी", "जवाब", "खोजें", "पोस्ट", "पोस्ट शुरू करें"],
    days: ["आज", "कल", "सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार", "रविवार"],
    me: ["मैं"],
    dayPeriods: ["पूर्वाह्न", "अपराह्न", "am", "pm"],
  },
  zh: {
    sentMessages: ["发送了以下消息", "发送了以下信息", "发了以下消息"],
    afterSender: ["于", "在", "发送了"],
    viewProfile: ["查看{name}的档案", "查看 {name} 的档案", "查看{name}的领英档案", "查看档案"],
    opensNewWindow: ["（在新窗口中打开）", "(在新窗口中打开)", "（在新标签页中打开）"],
    download: ["下载{file}", "下载 {file}"],
    seenBy: ["{name}已于{time}查看", "{name}已查看"],
    status: ["状态：在线", "状态：离线", "状态：可联系", "当前在线", "{time}前在线"],
    writeMessage: ["撰写消息…", "写消息…", "输入消息…"],
    send: ["发送"],
    notComposer: ["评论", "回复", "搜索", "动态", "发布动态", "你想聊些什么"],
    days: ["今天", "昨天", "星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日", "周一", "周二", "周三", "周四", "周五", "周六", "周日"],
    me: ["我"],
    dayPeriods: ["上午", "下午", "中午", "晚上", "凌晨"],
  },
  ja: {
    sentMessages: ["次のメッセージを送信しました", "以下のメッセージを送信しました"],
    afterSender: ["さんが", "が"],
    viewProfile: ["{name}さんのプロフィールを表示", "{name}のプロフィールを表示", "プロフィールを表示"],
    opensNewWindow: ["(新しいウィンドウで開きます)", "（新しいウィンドウで開きます）", "(新しいタブで開きます)"],
    download: ["{file}をダウンロード", "ダウンロード {file}"],
    seenBy: ["{name}さんが{time}に既読", "{name}さんが既読"],
    status: ["ステータス: オンライン", "ステータス: オフライン", "ステータス: 連絡可能", "アクティブ", "{time}前にアクティブ"],
    writeMessage: ["メッセージを書く…", "メッセージを入力…", "メッセージを書く..."],
    send: ["送信"],
    notComposer: ["コメント", "返信", "検索", "投稿", "投稿を開始", "何について話したいですか"],
    days: ["今日", "昨日", "月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日", "日曜日"],
    me: ["自分", "ミー"],
    dayPeriods: ["午前", "午後"],
  },
};
