/**
 * The words a job page shows where a word is the only signal, in the ten interface languages LinkedIn serves
 * most (../shared/language.ts chooses them by <html lang>). Data only, no logic: ./wording.ts matches them.
 * Facts come first from structure (componentkey, roles, headings, /company/ links, <time>); these words
 * only say what structure cannot: which heading opens the description, which line under the title is not
 * a place, which control applies. LinkedIn's own wording as best known; several forms where it uses
 * several (and where it changed them between releases). Compared ignoring case.
 */
import type { WordTable } from "../shared/language";

export type JobWord =
  /** the heading above the description */
  | "aboutJob"
  /** headings of the pane's other sections: never the posting's title (whole heading) */
  | "sections"
  /** the same, where the heading runs on ("See how you compare to 48 other applicants") */
  | "sectionStarts"
  /** the apply controls ("Easy Apply", "Apply on company website"): a label starting with one */
  | "easyApply"
  | "apply"
  | "save"
  /** parts of the line under the title that are not the place */
  | "promoted"
  | "activelyRecruiting"
  | "applicants"
  /** other notices on that line ("Responses managed off LinkedIn", "No longer accepting applications") */
  | "notices"
  /** "2 weeks ago", "vor 2 Wochen", "il y a 2 semaines", "2週間前": the word that makes a time relative */
  | "ago"
  | "posted"
  /** the toggle under a clamped text ("… more") */
  | "showMore"
  /** guest pages' title: "<Company> hiring <Title> in <Place>" */
  | "hiring"
  /** control labels: "Easy Apply to <Title> at <Company>": the words before the title, and the one before the company */
  | "controlPrefixes"
  | "at";

export const JOB_WORDS: WordTable<JobWord> = {
  en: {
    aboutJob: ["About the job", "About this job", "Job description"],
    sections: [
      "About the company", "About us", "Meet the hiring team", "People you can reach out to", "People also viewed",
      "Similar jobs", "More jobs", "Job activity", "How you match", "Benefits", "Requirements added by the job poster",
      "Seniority level", "Employment type", "Job function", "Industries", "Are these results helpful?",
      "Job search faster with Premium", "Company photos", "Trending employee content", "Similar searches",
      "Explore collaborative articles",
    ],
    sectionStarts: ["See how you compare", "See recent hiring trends", "Join or sign in", "Sign in", "Premium", "Interested in working with us", "Referrals increase"],
    easyApply: ["Easy Apply"],
    apply: ["Apply", "Apply now", "Apply on company website"],
    save: ["Save", "Saved"],
    promoted: ["Promoted", "Promoted by hirer"],
    activelyRecruiting: ["Actively recruiting", "Actively reviewing applicants", "Actively hiring"],
    applicants: ["applicants", "applicant", "people clicked apply", "applied"],
    notices: ["Responses managed off LinkedIn", "No longer accepting applications", "No response insights available yet", "Be an early applicant"],
    ago: ["ago", "just now"],
    posted: ["Posted", "Reposted"],
    showMore: ["Show more", "See more", "… more", "…more", "... more", "...more", "… see more", "more"],
    hiring: ["hiring"],
    controlPrefixes: ["Easy Apply to", "Apply to", "Apply for", "Save"],
    at: ["at"],
  },
  es: {
    aboutJob: ["Acerca del empleo", "Sobre el empleo", "Descripción del empleo"],
    sections: [
      "Acerca de la empresa", "Conoce al equipo de contratación", "Personas con las que puedes contactar",
      "Otras personas también han visto", "Empleos similares", "Más empleos", "Actividad del empleo", "Cómo encajas",
      "Beneficios", "Nivel de antigüedad", "Tipo de empleo", "Función laboral", "Sectores",
    ],
    sectionStarts: ["Descubre cómo te comparas", "Consulta las tendencias", "Únete o inicia sesión", "Inicia sesión", "Premium"],
    easyApply: ["Solicitud sencilla"],
    apply: ["Solicitar", "Solicitar ahora", "Solicitar en el sitio web de la empresa"],
    save: ["Guardar", "Guardado"],
    promoted: ["Promocionado", "Promocionada", "Promocionado por el anunciante"],
    activelyRecruiting: ["Selección activa", "Revisando solicitudes activamente", "Contratando activamente"],
    applicants: ["solicitudes", "solicitud", "solicitantes", "candidatos"],
    notices: ["Respuestas gestionadas fuera de LinkedIn", "Ya no se aceptan solicitudes", "Sé de los primeros en presentar tu solicitud"],
    ago: ["hace", "justo ahora"],
    posted: ["Publicado", "Publicado de nuevo", "Volvió a publicarse"],
    showMore: ["Mostrar más", "Ver más", "… más", "más"],
    hiring: ["contrata a", "busca"],
    controlPrefixes: ["Solicitud sencilla para", "Solicitar", "Guardar"],
    at: ["en"],
  },
  pt: {
    aboutJob: ["Sobre a vaga", "Descrição da vaga"],
    sections: [
      "Sobre a empresa", "Conheça a equipe de contratação", "Pessoas com quem você pode entrar em contato",
      "Outras pessoas também viram", "Vagas semelhantes", "Mais vagas", "Atividade da vaga", "Como você se encaixa",
      "Benefícios", "Nível de experiência", "Tipo de emprego", "Função", "Setores",
    ],
    sectionStarts: ["Veja como você se compara", "Veja as tendências", "Cadastre-se ou entre", "Entrar", "Premium"],
    easyApply: ["Candidatura simplificada"],
    apply: ["Candidatar-se", "Candidatar-se agora", "Candidatar-se no site da empresa"],
    save: ["Salvar", "Salva"],
    promoted: ["Promovida", "Promovido", "Promovida pelo anunciante"],
    activelyRecruiting: ["Recrutando ativamente", "Analisando candidaturas ativamente", "Contratando ativamente"],
    applicants: ["candidaturas", "candidatura", "candidatos"],
    notices: ["Respostas gerenciadas fora do LinkedIn", "Não está mais aceitando candidaturas", "Seja um dos primeiros a se candidatar"],
    ago: ["há", "agora mesmo"],
    posted: ["Publicada", "Anunciada", "Republicada"],
    showMore: ["Exibir mais", "Ver mais", "… mais", "mais"],
    hiring: ["contrata", "está contratando"],
    controlPrefixes: ["Candidatura simplificada para", "Candidatar-se a", "Salvar"],
    at: ["na", "no", "em"],
  },
  fr: {
    aboutJob: ["À propos de l’offre d’emploi", "À propos de l'offre d'emploi", "À propos du poste", "Description du poste"],
    sections: [
      "À propos de l’entreprise", "À propos de l'entreprise", "Rencontrez l’équipe de recrutement", "Rencontrez l'équipe de recrutement",
      "Personnes que vous pouvez contacter", "Autres pages consultées", "Offres d’emploi similaires", "Offres d'emploi similaires",
      "Plus d’offres d’emploi", "Activité de l’offre", "Votre correspondance", "Avantages", "Niveau hiérarchique",
      "Type d’emploi", "Fonction", "Secteurs",
    ],
    sectionStarts: ["Découvrez comment vous vous situez", "Consultez les tendances", "S’inscrire ou s’identifier", "S’identifier", "Premium"],
    easyApply: ["Candidature simplifiée"],
    apply: ["Postuler", "Postuler maintenant", "Postuler sur le site de l’entreprise"],
    save: ["Enregistrer", "Enregistré"],
    promoted: ["Promu", "Promue", "Promu par le recruteur"],
    activelyRecruiting: ["Recrute activement", "Examine activement les candidatures", "Recrutement actif"],
    applicants: ["candidats", "candidat", "candidatures"],
    notices: ["Réponses gérées en dehors de LinkedIn", "N’accepte plus de candidatures", "Soyez parmi les premiers à postuler"],
    ago: ["il y a", "à l’instant"],
    posted: ["Publiée", "Publié", "Republiée"],
    showMore: ["Afficher plus", "Voir plus", "… plus", "plus"],
    hiring: ["recrute"],
    controlPrefixes: ["Candidature simplifiée pour", "Postuler pour", "Enregistrer"],
    at: ["chez"],
  },
  de: {
    aboutJob: ["Info zum Job", "Über die Stelle", "Stellenbeschreibung"],
    sections: [
      "Infos zum Unternehmen", "Über das Unternehmen", "Lernen Sie das Recruiting-Team kennen", "Personen, die Sie kontaktieren können",
      "Andere Mitglieder haben sich auch angesehen", "Ähnliche Jobs", "Weitere Jobs", "Jobaktivität", "Ihre Eignung", "Vorteile",
      "Karrierestufe", "Beschäftigungsverhältnis", "Tätigkeitsbereich", "Branchen",
    ],
    sectionStarts: ["Vergleichen Sie sich", "Aktuelle Einstellungstrends", "Mitglied werden oder einloggen", "Einloggen", "Premium"],
    easyApply: ["Einfach bewerben"],
    apply: ["Bewerben", "Jetzt bewerben", "Auf Unternehmenswebsite bewerben"],
    save: ["Speichern", "Gespeichert"],
    promoted: ["Gesponsert", "Anzeige", "Vom Recruiter beworben"],
    activelyRecruiting: ["Aktive Personalsuche", "Bewerbungen werden aktiv geprüft", "Stellt aktiv ein"],
    applicants: ["Bewerber:innen", "Bewerber", "Bewerbungen", "Bewerbung"],
    notices: ["Antworten werden außerhalb von LinkedIn verwaltet", "Nimmt keine Bewerbungen mehr an", "Bewerben Sie sich als Erste:r"],
    ago: ["vor", "gerade eben"],
    posted: ["Gepostet", "Veröffentlicht", "Erneut gepostet"],
    showMore: ["Mehr anzeigen", "… mehr", "mehr"],
    hiring: ["sucht", "stellt ein"],
    controlPrefixes: ["Einfach bewerben auf", "Bewerben auf", "Speichern"],
    at: ["bei"],
  },
  it: {
    aboutJob: ["Informazioni sull’offerta di lavoro", "Informazioni sull'offerta di lavoro", "Descrizione dell’offerta"],
    sections: [
      "Informazioni sull’azienda", "Informazioni sull'azienda", "Incontra il team di assunzione", "Persone che puoi contattare",
      "Altri utenti hanno visualizzato anche", "Offerte di lavoro simili", "Altre offerte di lavoro", "Attività dell’offerta",
      "La tua corrispondenza", "Vantaggi", "Livello di anzianità", "Tipo di impiego", "Funzione lavorativa", "Settori",
    ],
    sectionStarts: ["Scopri come ti posizioni", "Scopri le tendenze", "Iscriviti o accedi", "Accedi", "Premium"],
    easyApply: ["Candidatura semplice"],
    apply: ["Candidati", "Candidati ora", "Candidati sul sito web dell’azienda"],
    save: ["Salva", "Salvato"],
    promoted: ["Promosso", "Promossa", "Promosso dal recruiter"],
    activelyRecruiting: ["Selezione attiva", "Revisione attiva delle candidature", "Assume attivamente"],
    applicants: ["candidati", "candidato", "candidature"],
    notices: ["Risposte gestite al di fuori di LinkedIn", "Non accetta più candidature", "Candidati tra i primi"],
    ago: ["fa", "proprio ora"],
    posted: ["Pubblicato", "Pubblicata", "Ripubblicato"],
    showMore: ["Mostra altro", "Vedi altro", "… altro", "altro"],
    hiring: ["assume", "cerca"],
    controlPrefixes: ["Candidatura semplice per", "Candidati per", "Salva"],
    at: ["presso"],
  },
  nl: {
    aboutJob: ["Over de vacature", "Vacatureomschrijving"],
    sections: [
      "Over het bedrijf", "Maak kennis met het wervingsteam", "Mensen die u kunt benaderen", "Anderen bekeken ook",
      "Vergelijkbare vacatures", "Meer vacatures", "Vacatureactiviteit", "Hoe u aansluit", "Voordelen", "Ervaringsniveau",
      "Dienstverband", "Functie", "Sectoren",
    ],
    sectionStarts: ["Bekijk hoe u zich verhoudt", "Bekijk recente wervingstrends", "Word lid of meld u aan", "Aanmelden", "Premium"],
    easyApply: ["Eenvoudig solliciteren"],
    apply: ["Solliciteren", "Nu solliciteren", "Solliciteren op bedrijfswebsite"],
    save: ["Opslaan", "Opgeslagen"],
    promoted: ["Gepromoot", "Gepromoot door werver"],
    activelyRecruiting: ["Actief aan het werven", "Bekijkt actief sollicitanten", "Neemt actief mensen aan"],
    applicants: ["sollicitanten", "sollicitant"],
    notices: ["Reacties worden buiten LinkedIn beheerd", "Accepteert geen sollicitaties meer", "Solliciteer als een van de eersten"],
    ago: ["geleden", "zojuist"],
    posted: ["Geplaatst", "Opnieuw geplaatst"],
    showMore: ["Meer weergeven", "Meer bekijken", "… meer", "meer"],
    hiring: ["werft", "zoekt"],
    controlPrefixes: ["Eenvoudig solliciteren naar", "Solliciteren naar", "Opslaan"],
    at: ["bij"],
  },
  hi: {
    aboutJob: ["जॉब के बारे में", "नौकरी के बारे में", "जॉब का विवरण"],
    sections: ["कंपनी के बारे में", "हायरिंग टीम से मिलें", "जिन लोगों से आप संपर्क कर सकते हैं", "लोगों ने यह भी देखा", "मिलते-जुलते जॉब", "और जॉब", "आप कैसे मेल खाते हैं", "लाभ"],
    sectionStarts: ["देखें कि आप", "साइन इन करें", "Premium"],
    easyApply: ["आसान आवेदन", "ईज़ी अप्लाई"],
    apply: ["आवेदन करें", "अभी आवेदन करें", "कंपनी की वेबसाइट पर आवेदन करें"],
    save: ["सेव करें", "सहेजें", "सेव किया गया"],
    promoted: ["प्रमोट किया गया", "प्रचारित"],
    activelyRecruiting: ["सक्रिय रूप से भर्ती", "सक्रिय रूप से आवेदकों की समीक्षा कर रहे हैं"],
    applicants: ["आवेदक", "आवेदन"],
    notices: ["जवाब LinkedIn के बाहर मैनेज किए जाते हैं", "अब आवेदन स्वीकार नहीं किए जा रहे हैं"],
    ago: ["पहले", "अभी-अभी"],
    posted: ["पोस्ट किया गया", "फिर से पोस्ट किया गया"],
    showMore: ["और देखें", "ज़्यादा देखें", "… और"],
    hiring: ["हायर कर रहा है", "भर्ती कर रहा है"],
    controlPrefixes: ["आसान आवेदन", "आवेदन करें", "सेव करें"],
    at: ["में", "पर"],
  },
  zh: {
    aboutJob: ["职位详情", "关于职位", "职位描述"],
    sections: ["公司简介", "关于公司", "认识招聘团队", "您可以联系的会员", "其他会员还浏览了", "类似职位", "更多职位", "职位动态", "您的匹配情况", "福利"],
    sectionStarts: ["看看您与其他", "登录", "Premium"],
    easyApply: ["快速申请"],
    apply: ["申请", "立即申请", "在公司网站上申请"],
    save: ["保存", "已保存"],
    promoted: ["推广", "已推广", "招聘者推广"],
    activelyRecruiting: ["积极招聘中", "正在积极审核申请者"],
    applicants: ["位申请者", "名申请者", "申请者"],
    notices: ["在领英以外管理回复", "不再接受申请"],
    ago: ["分钟前", "小时前", "天前", "周前", "个月前", "年前", "刚刚"],
    posted: ["发布于", "重新发布"],
    showMore: ["显示更多", "查看更多", "… 更多", "更多"],
    hiring: ["招聘"],
    controlPrefixes: ["快速申请", "申请", "保存"],
    at: ["在", "于"],
  },
  ja: {
    aboutJob: ["求人について", "求人の詳細", "職務内容"],
    sections: ["会社について", "採用チームのメンバー", "連絡できる人", "この求人を見た人はこちらも閲覧しています", "類似の求人", "その他の求人", "求人のアクティビティ", "あなたとのマッチ度", "福利厚生"],
    sectionStarts: ["他の応募者と比較", "サインイン", "Premium"],
    easyApply: ["簡単応募"],
    apply: ["応募", "応募する", "企業のウェブサイトで応募"],
    save: ["保存", "保存済み"],
    promoted: ["プロモーション", "採用担当者によるプロモーション"],
    activelyRecruiting: ["積極採用中", "応募者を積極的に確認中"],
    applicants: ["人の応募者", "名の応募者", "応募者"],
    notices: ["LinkedIn外で対応", "応募の受付を終了しました"],
    ago: ["分前", "時間前", "日前", "週間前", "か月前", "ヶ月前", "年前"],
    posted: ["掲載", "再掲載"],
    showMore: ["さらに表示", "もっと見る", "…さらに表示"],
    hiring: ["採用中", "が採用"],
    controlPrefixes: ["簡単応募", "応募", "保存"],
    at: ["の"],
  },
};
