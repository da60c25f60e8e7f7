/** Page contexts as the extension extracts them, one per task. */
export const CONTEXTS = {
  "feed.comment": {
    page: "feed",
    context: {
      post: {
        author: "Priya Raman",
        headline: "Product lead at Atlas",
        text: "We shipped Atlas 2.0 today: offline sync, a new dashboard, and 40 customer calls behind every decision.",
        comments: [{ author: "Sam Lee", text: "Congrats to the whole team!" }],
      },
    },
    tone: "supportive",
  },
  "messages.reply": {
    page: "messages",
    context: {
      thread: {
        participants: ["Marcus Lee"],
        messages: [
          { sender: "Marcus Lee", time: "10:02", text: "Hi! Are you open to a Staff Backend role at Brightwave?", me: false },
          { sender: "Ada Lovelace", time: "10:15", text: "Thanks Marcus, tell me more about the team.", me: true },
        ],
      },
    },
    goal: "book a call",
  },
  "profile.summary": {
    page: "profile",
    context: {
      profile: {
        name: "Elena Petrova",
        headline: "Data Scientist at Northwind",
        location: "Berlin",
        about: "I build forecasting models for retail supply chains.",
        experience: [{ title: "Data Scientist", company: "Northwind", dates: "2021 – now" }],
        own: false,
      },
    },
  },
  "profile.feedback": {
    page: "profile",
    context: {
      profile: { name: "Ada Lovelace", headline: "Engineer", about: "", experience: [], own: true },
    },
  },
  "jobs.cover_letter": {
    page: "jobs",
    context: {
      job: { title: "Back End Developer", company: "Kaleva", location: "Tallinn", description: "Node.js, PostgreSQL, Docker." },
      me: { profile: "Ada Lovelace, backend engineer, 5 years of Node.js." },
    },
  },
  "jobs.advice": {
    page: "jobs",
    context: {
      job: { title: "Back End Developer", company: "Kaleva", location: "Tallinn", description: "Node.js, PostgreSQL, Docker." },
    },
  },
} as const;
