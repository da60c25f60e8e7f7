/**
 * The words a profile shows where a word is the only signal, in the ten interface languages LinkedIn serves
 * most (../shared/language.ts chooses them by <html lang>). Data only, no logic: ./wording.ts matches them.
 * Facts come first from structure (the <title>, the top card's lines, the contact-info link, headings,
 * /company/ links, date lines); these words only say what structure cannot: which heading opens About or
 * Experience, which line under the name is a badge or a control, which controls only the owner sees.
 * LinkedIn's own wording as best known; several forms where it uses several. Compared ignoring case.
 * `{name}` in a form stands for a member's name.
 */
import type { WordTable } from "../shared/language";

export type ProfileWord =
  /** section headings */
  | "about"
  | "experience"
  | "activity"
  /** the headings of the profile's other cards and asides (never the member's name) */
  | "sections"
  /** controls on someone else's profile, whole labels */
  | "message"
  | "connect"
  | "follow"
  | "pending"
  | "more"
  /** the same controls' long labels ("Invite {name} to connect") */
  | "otherControls"
  /** badges and notices beside or under the name */
  | "openToWork"
  | "hiring"
  | "badges"
  /** pronouns as LinkedIn shows them beside a name, where they have no slash ("彼女", "Ella") */
  | "pronouns"
  /** the connection degree ("2nd", "2.", "2e", "2º", "2次"), and its screen-reader form */
  | "degree"
  | "contactInfo"
  /** "1,204 followers", "500+ connections": the words after the count */
  | "followers"
  | "connections"
  /** the toggle under a clamped text */
  | "seeMore"
  /** controls only the owner sees: whole labels, and label starts ("Add new experience") */
  | "selfControls"
  | "selfControlStarts"
  /** a date range's open end ("Mar 2022 - Present") */
  | "present"
  /** "Skills: …" under a position */
  | "skills"
  /** a position's employment type ("Full-time", "Vollzeit"), which a company line may end with */
  | "employmentTypes"
  /** a position's place line: "Remote", "Lisbon · Hybrid" */
  | "workplace"
  /** the classic markup's screen-reader labels, on lines of their own once their hiding class is gone */
  | "screenReaderLabels";

export const PROFILE_WORDS: WordTable<ProfileWord> = {
  en: {
    about: ["About"],
    experience: ["Experience"],
    activity: ["Activity"],
    sections: [
      "Education", "Skills", "Licenses & certifications", "Projects", "Languages", "Interests", "Recommendations",
      "Featured", "Resources", "Services", "Volunteering", "Volunteer experience", "Honors & awards", "Courses",
      "Publications", "Causes", "Organizations", "Top skills", "Analytics", "People you may know",
      "People also viewed", "More profiles for you", "Suggested for you", "Contact info", "Certifications",
    ],
    message: ["Message"],
    connect: ["Connect"],
    follow: ["Follow", "Following", "Unfollow"],
    pending: ["Pending"],
    more: ["More", "More actions"],
    otherControls: ["Invite {name} to connect", "Message {name}", "Follow {name}"],
    openToWork: ["Open to work", "#OPENTOWORK", "#OPEN_TO_WORK"],
    hiring: ["Hiring", "#HIRING"],
    badges: ["Verified", "Premium", "View profile"],
    pronouns: ["She/Her", "He/Him", "They/Them"],
    degree: ["1st", "2nd", "3rd", "3rd+", "1st degree connection", "2nd degree connection", "3rd degree connection", "3rd+ degree connection"],
    contactInfo: ["Contact info"],
    followers: ["followers", "follower"],
    connections: ["connections", "connection"],
    seeMore: ["…see more", "… see more", "...see more", "see more", "… more", "…more", "more", "Show more", "see less", "Show less"],
    selfControls: [
      "Open to", "Add section", "Add profile section", "Enhance profile", "Enhance with AI", "Edit", "Edit intro",
      "Edit about", "Edit profile", "Edit experience", "Edit background photo", "Resources", "Verify now",
    ],
    selfControlStarts: ["Add new", "Edit "],
    present: ["Present"],
    skills: ["Skills"],
    employmentTypes: ["Full-time", "Part-time", "Self-employed", "Freelance", "Contract", "Internship", "Apprenticeship", "Seasonal"],
    workplace: ["Remote", "Hybrid", "On-site"],
    screenReaderLabels: ["Company Name", "Dates Employed", "Employment Duration", "Location", "Title", "Total Duration"],
  },
  es: {
    about: ["Acerca de"],
    experience: ["Experiencia"],
    activity: ["Actividad"],
    sections: [
      "Educación", "Aptitudes", "Licencias y certificaciones", "Proyectos", "Idiomas", "Intereses", "Recomendaciones",
      "Destacado", "Recursos", "Servicios", "Voluntariado", "Experiencia de voluntariado", "Reconocimientos y premios",
      "Cursos", "Publicaciones", "Causas", "Organizaciones", "Aptitudes principales", "Análisis",
      "Personas que quizá conozcas", "Otras personas también han visto", "Más perfiles para ti", "Sugerencias para ti",
      "Información de contacto",
    ],
    message: ["Enviar mensaje", "Mensaje"],
    connect: ["Conectar"],
    follow: ["Seguir", "Siguiendo", "Dejar de seguir"],
    pending: ["Pendiente"],
    more: ["Más", "Más acciones"],
    otherControls: ["Invita a {name} a conectar", "Enviar mensaje a {name}", "Seguir a {name}"],
    openToWork: ["Disponible para trabajar", "#OPENTOWORK", "#OPEN_TO_WORK"],
    hiring: ["Contratando", "#HIRING"],
    badges: ["Verificado", "Verificada", "Premium", "Ver perfil"],
    pronouns: ["Ella", "Él", "Elle", "Ella/Ella", "Él/Él"],
    degree: ["1er", "2º", "3er", "3er+", "Contacto de 1er grado", "Contacto de 2º grado", "Contacto de 3er grado", "Contacto de 3er+ grado"],
    contactInfo: ["Información de contacto"],
    followers: ["seguidores", "seguidor"],
    connections: ["contactos", "contacto"],
    seeMore: ["…ver más", "… ver más", "ver más", "… más", "Mostrar más", "ver menos", "Mostrar menos"],
    selfControls: [
      "Disponible para", "Añadir sección", "Añadir sección al perfil", "Mejorar perfil", "Mejorar con IA", "Editar",
      "Editar presentación", "Editar Acerca de", "Editar perfil", "Editar foto de fondo", "Recursos", "Verificar ahora",
    ],
    selfControlStarts: ["Añadir nueva", "Añadir nuevo", "Editar "],
    present: ["actualidad", "la actualidad", "presente"],
    skills: ["Aptitudes"],
    employmentTypes: ["Jornada completa", "Jornada parcial", "Autónomo", "Freelance", "Contrato temporal", "Contrato de prácticas", "Prácticas", "De temporada"],
    workplace: ["En remoto", "Remoto", "Híbrido", "Presencial"],
    screenReaderLabels: ["Nombre de la empresa", "Fechas de empleo", "Duración del empleo", "Ubicación", "Cargo", "Duración total"],
  },
  pt: {
    about: ["Sobre"],
    experience: ["Experiência"],
    activity: ["Atividade", "Atividades"],
    sections: [
      "Formação acadêmica", "Competências", "Licenças e certificados", "Projetos", "Idiomas", "Interesses",
      "Recomendações", "Destaques", "Recursos", "Serviços", "Trabalho voluntário", "Experiência voluntária",
      "Prêmios e distinções", "Cursos", "Publicações", "Causas", "Organizações", "Principais competências", "Análises",
      "Pessoas que talvez você conheça", "Outras pessoas também viram", "Mais perfis para você", "Sugestões para você",
      "Informações de contato",
    ],
    message: ["Mensagem", "Enviar mensagem"],
    connect: ["Conectar"],
    follow: ["Seguir", "Seguindo", "Deixar de seguir"],
    pending: ["Pendente"],
    more: ["Mais", "Mais ações"],
    otherControls: ["Convidar {name} para se conectar", "Enviar mensagem para {name}", "Seguir {name}"],
    openToWork: ["Aberto a trabalho", "Disponível para trabalho", "#OPENTOWORK", "#OPEN_TO_WORK"],
    hiring: ["Contratando", "#HIRING"],
    badges: ["Verificado", "Verificada", "Premium", "Ver perfil"],
    pronouns: ["Ela/Dela", "Ele/Dele", "Elu/Delu"],
    degree: ["1º", "2º", "3º", "3º+", "Conexão de 1º grau", "Conexão de 2º grau", "Conexão de 3º grau", "Conexão de 3º+ grau"],
    contactInfo: ["Informações de contato", "Informações de contacto"],
    followers: ["seguidores", "seguidor"],
    connections: ["conexões", "conexão"],
    seeMore: ["…ver mais", "… ver mais", "ver mais", "… mais", "Exibir mais", "ver menos", "Exibir menos"],
    selfControls: [
      "Aberto a", "Adicionar seção", "Adicionar seção ao perfil", "Aprimorar perfil", "Aprimorar com IA", "Editar",
      "Editar introdução", "Editar Sobre", "Editar perfil", "Editar foto de capa", "Recursos", "Verificar agora",
    ],
    selfControlStarts: ["Adicionar nova", "Adicionar novo", "Editar "],
    present: ["o momento", "presente", "atual"],
    skills: ["Competências"],
    employmentTypes: ["Tempo integral", "Meio período", "Autônomo", "Freelance", "Contrato", "Estágio", "Aprendiz", "Temporário"],
    workplace: ["Remoto", "Híbrido", "Presencial"],
    screenReaderLabels: ["Nome da empresa", "Datas de emprego", "Duração do emprego", "Localidade", "Cargo", "Duração total"],
  },
  fr: {
    about: ["Infos", "À propos"],
    experience: ["Expérience"],
    activity: ["Activité"],
    sections: [
      "Formation", "Compétences", "Licences et certifications", "Projets", "Langues", "Centres d’intérêt",
      "Recommandations", "Sélection", "Ressources", "Services", "Bénévolat", "Expérience de bénévolat",
      "Distinctions et prix", "Cours", "Publications", "Causes", "Organisations", "Principales compétences", "Analyses",
      "Personnes que vous pourriez connaître", "Autres profils consultés", "Plus de profils pour vous",
      "Suggestions pour vous", "Coordonnées",
    ],
    message: ["Message", "Envoyer un message"],
    connect: ["Se connecter"],
    follow: ["Suivre", "Abonné", "Abonnée", "Ne plus suivre"],
    pending: ["En attente"],
    more: ["Plus", "Plus d’actions"],
    otherControls: ["Inviter {name} à rejoindre votre réseau", "Envoyer un message à {name}", "Suivre {name}"],
    openToWork: ["En recherche active", "Ouvert aux opportunités", "#OPENTOWORK", "#OPEN_TO_WORK"],
    hiring: ["Recrute", "#HIRING"],
    badges: ["Vérifié", "Vérifiée", "Premium", "Voir le profil"],
    pronouns: ["Elle", "Il", "Iel"],
    degree: ["1er", "2e", "3e", "3e+", "Relation de 1er niveau", "Relation de 2e niveau", "Relation de 3e niveau", "Relation de 3e niveau et +"],
    contactInfo: ["Coordonnées"],
    followers: ["abonnés", "abonné"],
    connections: ["relations", "relation"],
    seeMore: ["…voir plus", "… voir plus", "voir plus", "… plus", "Afficher plus", "voir moins", "Afficher moins"],
    selfControls: [
      "Ouvert à", "Ajouter une section", "Ajouter une section au profil", "Améliorer le profil", "Améliorer avec l’IA",
      "Modifier", "Modifier l’intro", "Modifier Infos", "Modifier le profil", "Modifier la photo d’arrière-plan",
      "Ressources", "Vérifier maintenant",
    ],
    selfControlStarts: ["Ajouter une nouvelle", "Ajouter un nouveau", "Modifier "],
    present: ["aujourd’hui", "aujourd'hui", "présent"],
    skills: ["Compétences"],
    employmentTypes: ["Temps plein", "Temps partiel", "Indépendant", "Freelance", "Contrat", "Stage", "Alternance", "Saisonnier"],
    workplace: ["À distance", "Hybride", "Sur site"],
    screenReaderLabels: ["Nom de l’entreprise", "Dates d’emploi", "Durée d’emploi", "Lieu", "Titre", "Durée totale"],
  },
  de: {
    about: ["Info", "Infos", "Über mich"],
    experience: ["Berufserfahrung", "Erfahrung"],
    activity: ["Aktivitäten", "Aktivität"],
    sections: [
      "Ausbildung", "Kenntnisse", "Bescheinigungen und Zertifikate", "Projekte", "Sprachen", "Interessen",
      "Empfehlungen", "Im Fokus", "Ressourcen", "Dienstleistungen", "Ehrenamt", "Ehrenamtliche Tätigkeiten",
      "Auszeichnungen", "Kurse", "Veröffentlichungen", "Engagement", "Organisationen", "Top-Kenntnisse", "Analysen",
      "Personen, die Sie kennen könnten", "Andere Mitglieder sahen sich auch an", "Weitere Profile für Sie",
      "Vorschläge für Sie", "Kontaktinfo",
    ],
    message: ["Nachricht"],
    connect: ["Vernetzen"],
    follow: ["Folgen", "Gefolgt", "Nicht mehr folgen"],
    pending: ["Ausstehend"],
    more: ["Mehr", "Weitere Aktionen"],
    otherControls: ["{name} als Kontakt einladen", "{name} einladen, sich zu vernetzen", "Nachricht an {name}", "{name} folgen"],
    openToWork: ["Offen für Jobangebote", "Auf Jobsuche", "#OPENTOWORK", "#OPEN_TO_WORK"],
    hiring: ["Stellen zu besetzen", "Wir stellen ein", "#HIRING"],
    badges: ["Verifiziert", "Premium", "Profil anzeigen"],
    pronouns: ["Sie/Ihr", "Er/Ihm"],
    degree: ["1.", "2.", "3.", "3.+", "Kontakt 1. Grades", "Kontakt 2. Grades", "Kontakt 3. Grades", "Kontakt 3.+ Grades"],
    contactInfo: ["Kontaktinfo", "Kontaktinformationen"],
    followers: ["Follower", "Follower:innen"],
    connections: ["Kontakte", "Kontakt"],
    seeMore: ["…mehr anzeigen", "… mehr anzeigen", "mehr anzeigen", "… mehr", "…mehr", "Mehr anzeigen", "weniger anzeigen", "Weniger anzeigen"],
    selfControls: [
      "Offen für", "Abschnitt hinzufügen", "Profilabschnitt hinzufügen", "Profil verbessern", "Mit KI verbessern",
      "Bearbeiten", "Intro bearbeiten", "Info bearbeiten", "Profil bearbeiten", "Hintergrundbild bearbeiten",
      "Ressourcen", "Jetzt verifizieren",
    ],
    selfControlStarts: ["Neue Berufserfahrung", "Neue Ausbildung", "Neuen Abschnitt", "Neue Kenntnis"],
    present: ["heute", "Heute"],
    skills: ["Kenntnisse"],
    employmentTypes: ["Vollzeit", "Teilzeit", "Selbstständig", "Freiberuflich", "Befristet", "Praktikum", "Ausbildung", "Saisonal"],
    workplace: ["Remote", "Hybrid", "Vor Ort"],
    screenReaderLabels: ["Name des Unternehmens", "Beschäftigungszeitraum", "Beschäftigungsdauer", "Ort", "Titel", "Gesamtdauer"],
  },
  it: {
    about: ["Informazioni"],
    experience: ["Esperienza"],
    activity: ["Attività"],
    sections: [
      "Formazione", "Competenze", "Licenze e certificazioni", "Progetti", "Lingue", "Interessi", "Referenze",
      "In primo piano", "Risorse", "Servizi", "Volontariato", "Esperienza di volontariato", "Riconoscimenti e premi",
      "Corsi", "Pubblicazioni", "Cause", "Organizzazioni", "Competenze principali", "Analisi",
      "Persone che potresti conoscere", "Altri profili consultati", "Altri profili per te", "Suggerimenti per te",
      "Informazioni di contatto",
    ],
    message: ["Messaggio", "Invia messaggio"],
    connect: ["Collegati"],
    follow: ["Segui", "Segui già", "Non seguire più"],
    pending: ["In sospeso"],
    more: ["Altro", "Altre azioni"],
    otherControls: ["Invita {name} a collegarsi", "Invia un messaggio a {name}", "Segui {name}"],
    openToWork: ["Disponibile a lavorare", "#OPENTOWORK", "#OPEN_TO_WORK"],
    hiring: ["Sta assumendo", "#HIRING"],
    badges: ["Verificato", "Verificata", "Premium", "Visualizza profilo"],
    pronouns: ["Lei", "Lui"],
    degree: ["1°", "2°", "3°", "3°+", "Collegamento di 1° grado", "Collegamento di 2° grado", "Collegamento di 3° grado"],
    contactInfo: ["Informazioni di contatto"],
    followers: ["follower"],
    connections: ["collegamenti", "collegamento"],
    seeMore: ["…altro", "… altro", "…vedi altro", "mostra altro", "Visualizza altro", "mostra meno", "Mostra meno"],
    selfControls: [
      "Disponibile per", "Aggiungi sezione", "Aggiungi sezione del profilo", "Migliora profilo", "Migliora con l’IA",
      "Modifica", "Modifica presentazione", "Modifica Informazioni", "Modifica profilo", "Modifica immagine di sfondo",
      "Risorse", "Verifica ora",
    ],
    selfControlStarts: ["Aggiungi nuova", "Aggiungi nuovo", "Modifica "],
    present: ["Presente", "oggi"],
    skills: ["Competenze"],
    employmentTypes: ["A tempo pieno", "Part-time", "Lavoro autonomo", "Freelance", "Contratto", "Stage", "Apprendistato", "Stagionale"],
    workplace: ["Da remoto", "Ibrido", "In sede"],
    screenReaderLabels: ["Nome azienda", "Date di impiego", "Durata impiego", "Località", "Qualifica", "Durata totale"],
  },
  nl: {
    about: ["Info", "Over"],
    experience: ["Ervaring", "Werkervaring"],
    activity: ["Activiteit", "Activiteiten"],
    sections: [
      "Opleiding", "Vaardigheden", "Licenties en certificaten", "Projecten", "Talen", "Interesses", "Aanbevelingen",
      "Uitgelicht", "Resources", "Diensten", "Vrijwilligerswerk", "Onderscheidingen en prijzen", "Cursussen",
      "Publicaties", "Goede doelen", "Organisaties", "Topvaardigheden", "Analyses", "Mensen die u misschien kent",
      "Anderen bekeken ook", "Meer profielen voor u", "Voorgesteld voor u", "Contactgegevens",
    ],
    message: ["Bericht"],
    connect: ["Connectie maken", "Connect"],
    follow: ["Volgen", "Volgend", "Ontvolgen"],
    pending: ["In behandeling"],
    more: ["Meer", "Meer acties"],
    otherControls: ["{name} uitnodigen om te connecten", "Bericht aan {name}", "{name} volgen"],
    openToWork: ["Open voor werk", "#OPENTOWORK", "#OPEN_TO_WORK"],
    hiring: ["Werft aan", "#HIRING"],
    badges: ["Geverifieerd", "Premium", "Profiel bekijken"],
    pronouns: ["Zij/Haar", "Hij/Hem", "Hen/Hun"],
    degree: ["1e", "2e", "3e", "3e+", "1e-graads connectie", "2e-graads connectie", "3e-graads connectie"],
    contactInfo: ["Contactgegevens"],
    followers: ["volgers", "volger"],
    connections: ["connecties", "connectie"],
    seeMore: ["…meer weergeven", "… meer weergeven", "meer weergeven", "… meer", "Meer weergeven", "minder weergeven", "Minder weergeven"],
    selfControls: [
      "Open voor", "Sectie toevoegen", "Profielsectie toevoegen", "Profiel verbeteren", "Verbeteren met AI",
      "Bewerken", "Intro bewerken", "Info bewerken", "Profiel bewerken", "Achtergrondfoto bewerken", "Resources",
      "Nu verifiëren",
    ],
    selfControlStarts: ["Nieuwe ervaring", "Nieuwe opleiding", "Nieuwe functie"],
    present: ["heden"],
    skills: ["Vaardigheden"],
    employmentTypes: ["Fulltime", "Parttime", "Zelfstandige", "Freelance", "Contract", "Stage", "Leerling", "Seizoensgebonden"],
    workplace: ["Op afstand", "Hybride", "Op locatie"],
    screenReaderLabels: ["Bedrijfsnaam", "Data in dienst", "Duur dienstverband", "Locatie", "Functie", "Totale duur"],
  },
  hi: {
    about: ["परिचय", "के बारे में"],
    experience: ["अनुभव"],
    activity: ["गतिविधि"],
    sections: [
      "शिक्षा", "कौशल", "लाइसेंस और प्रमाणपत्र", "प्रोजेक्ट", "भाषाएं", "रुचियां", "अनुशंसाएं", "फ़ीचर्ड", "संसाधन",
      "सेवाएं", "स्वयंसेवा", "सम्मान और पुरस्कार", "पाठ्यक्रम", "प्रकाशन", "कार्य", "संगठन", "शीर्ष कौशल", "एनालिटिक्स",
      "वे लोग जिन्हें आप जानते होंगे", "लोगों ने यह भी देखा", "आपके लिए और प्रोफ़ाइल", "आपके लिए सुझाव", "संपर्क जानकारी",
    ],
    message: ["संदेश", "मैसेज"],
    connect: ["कनेक्ट करें"],
    follow: ["फ़ॉलो करें", "फ़ॉलो कर रहे हैं", "अनफ़ॉलो करें"],
    pending: ["लंबित"],
    more: ["अधिक", "और"],
    otherControls: ["{name} को कनेक्ट करने के लिए आमंत्रित करें", "{name} को संदेश भेजें", "{name} को फ़ॉलो करें"],
    openToWork: ["काम के लिए उपलब्ध", "#OPENTOWORK", "#OPEN_TO_WORK"],
    hiring: ["भर्ती कर रहे हैं", "#HIRING"],
    badges: ["सत्यापित", "Premium", "प्रोफ़ाइल देखें"],
    pronouns: ["वह", "वे"],
    degree: ["पहला", "दूसरा", "तीसरा", "तीसरा+", "पहली डिग्री का कनेक्शन", "दूसरी डिग्री का कनेक्शन", "तीसरी डिग्री का कनेक्शन"],
    contactInfo: ["संपर्क जानकारी"],
    followers: ["फ़ॉलोअर्स", "फ़ॉलोअर"],
    connections: ["कनेक्शन"],
    seeMore: ["…और देखें", "… और देखें", "और देखें", "… अधिक", "कम देखें"],
    selfControls: [
      "इसके लिए उपलब्ध", "सेक्शन जोड़ें", "प्रोफ़ाइल सेक्शन जोड़ें", "प्रोफ़ाइल बेहतर बनाएं", "AI से बेहतर बनाएं",
      "संपादित करें", "परिचय संपादित करें", "प्रोफ़ाइल संपादित करें", "संसाधन", "अभी सत्यापित करें",
    ],
    selfControlStarts: ["नया अनुभव", "नई शिक्षा", "नया कौशल"],
    present: ["वर्तमान"],
    skills: ["कौशल"],
    employmentTypes: ["पूर्णकालिक", "अंशकालिक", "स्व-नियोजित", "फ़्रीलांस", "अनुबंध", "इंटर्नशिप", "अप्रेंटिसशिप", "मौसमी"],
    workplace: ["रिमोट", "हाइब्रिड", "ऑन-साइट"],
    screenReaderLabels: ["कंपनी का नाम", "रोज़गार की तारीखें", "रोज़गार की अवधि", "स्थान", "पद", "कुल अवधि"],
  },
  zh: {
    about: ["简介", "关于"],
    experience: ["工作经历", "经历"],
    activity: ["动态"],
    sections: [
      "教育经历", "技能", "执照和认证", "项目", "语言", "兴趣", "推荐信", "精选", "资源", "服务", "志愿者经历",
      "荣誉奖项", "课程", "出版作品", "公益事业", "组织", "热门技能", "分析", "你可能认识的会员", "其他会员还浏览了",
      "更多推荐档案", "为你推荐", "联系方式",
    ],
    message: ["发消息", "消息"],
    connect: ["加为好友", "建立联系"],
    follow: ["关注", "已关注", "取消关注"],
    pending: ["待处理", "等待回复"],
    more: ["更多", "更多操作"],
    otherControls: ["邀请{name}加为好友", "向{name}发消息", "关注{name}"],
    openToWork: ["正在求职", "#OPENTOWORK", "#OPEN_TO_WORK"],
    hiring: ["正在招聘", "#HIRING"],
    badges: ["已验证", "Premium", "查看档案"],
    pronouns: ["她", "他", "他们"],
    degree: ["1 度", "2 度", "3 度", "3 度+", "一度", "二度", "三度", "三度+", "一度人脉", "二度人脉", "三度人脉"],
    contactInfo: ["联系方式"],
    followers: ["位关注者", "关注者"],
    connections: ["位好友", "好友"],
    seeMore: ["…展开", "…查看更多", "查看更多", "显示更多", "收起"],
    selfControls: [
      "求职意向", "添加版块", "添加档案版块", "完善档案", "使用 AI 完善", "编辑", "编辑简介", "编辑档案", "资源", "立即验证",
    ],
    selfControlStarts: ["添加新", "编辑"],
    present: ["至今", "现在"],
    skills: ["技能"],
    employmentTypes: ["全职", "兼职", "自由职业", "合同工", "实习", "学徒", "季节性"],
    workplace: ["远程", "混合", "现场办公"],
    screenReaderLabels: ["公司名称", "任职时间", "任职时长", "地点", "职位", "总时长"],
  },
  ja: {
    about: ["概要", "自己紹介"],
    experience: ["職歴", "経験"],
    activity: ["アクティビティ"],
    sections: [
      "学歴", "スキル", "資格・認定", "プロジェクト", "言語", "興味・関心", "推薦", "注目", "リソース", "サービス",
      "ボランティア経験", "受賞歴", "コース", "出版物", "関心のある活動", "団体", "トップスキル", "アナリティクス",
      "知り合いかも", "他の人が見ているプロフィール", "その他のおすすめプロフィール", "おすすめ", "連絡先情報",
    ],
    message: ["メッセージ"],
    connect: ["つながる", "つながりを申請"],
    follow: ["フォロー", "フォロー中", "フォロー解除"],
    pending: ["保留中", "申請中"],
    more: ["その他", "その他の操作"],
    otherControls: ["{name}さんをつながりに招待", "{name}さんにメッセージを送信", "{name}さんをフォロー"],
    openToWork: ["求職中", "#OPENTOWORK", "#OPEN_TO_WORK"],
    hiring: ["採用中", "#HIRING"],
    badges: ["認証済み", "Premium", "プロフィールを表示"],
    pronouns: ["彼女", "彼", "彼ら"],
    degree: ["1次", "2次", "3次", "3次+", "1次のつながり", "2次のつながり", "3次のつながり"],
    contactInfo: ["連絡先情報"],
    followers: ["フォロワー", "人のフォロワー"],
    connections: ["つながり", "件のつながり"],
    seeMore: ["…もっと見る", "… もっと見る", "もっと見る", "…さらに表示", "さらに表示", "表示を減らす"],
    selfControls: [
      "求職状況", "セクションを追加", "プロフィールセクションを追加", "プロフィールを強化", "AIで強化", "編集",
      "自己紹介を編集", "プロフィールを編集", "リソース", "今すぐ認証",
    ],
    selfControlStarts: ["新しい職歴", "新しい学歴", "編集"],
    present: ["現在", "現時点"],
    skills: ["スキル"],
    employmentTypes: ["正社員", "パートタイム", "自営業", "フリーランス", "契約社員", "インターンシップ", "見習い", "季節労働"],
    workplace: ["リモート", "ハイブリッド", "オンサイト"],
    screenReaderLabels: ["会社名", "在籍期間", "勤務期間", "所在地", "役職", "合計期間"],
  },
};
