// @vitest-environment jsdom
/**
 * Conversations in other interface languages: our /messaging/ fixtures rewritten with LinkedIn's interface in
 * Spanish, Portuguese, French, German and Japanese (every label, screen-reader note, day and time in that
 * language; the people and their messages the same) must give the messages the English page gives, as served
 * and after the next redesign. The words of ./words.ts are complete for every language.
 */
import { describe, expect, it } from "vitest";

import { loadOwn, parseHtml } from "../../../tests/helpers/linkedin-captures";
import { redesign } from "../../../tests/helpers/redesign";
import { LANGUAGES } from "../shared/language";
import type { Extraction } from "../types";
import type { ThreadContext } from "./facts";
import { extractOpenThread, extractThread, findComposer, findReplyAnchor, findThread } from "./extract";
import { isScreenReaderNote, parseGroupHeading, TIME_OF_DAY } from "./facts";
import { MESSAGE_WORDS } from "./words";

const TRANSLATED = ["es", "pt", "fr", "de", "ja"] as const;
const PAGES = ["messaging-small", "messaging-hashed"];

function ok(result: Extraction<ThreadContext>) {
  if (!result.ok) throw new Error(`expected ok, got: ${result.reason}`);
  return { layer: result.layer, thread: result.context.thread };
}

/** The minutes of a time, whatever its language writes around them ("9:41 AM", "09:41", "午前9:41" → "41"). */
const minutes = (time: string) => /(\d{2})(?!.*\d)/.exec(time)?.[1] ?? "";

function sameThread(found: ThreadContext["thread"], english: ThreadContext["thread"]) {
  expect(found.participants).toEqual(english.participants);
  expect(found.me).toBe(english.me);
  expect(found.messages.map(({ sender, text, me }) => ({ sender, text, me }))).toEqual(
    english.messages.map(({ sender, text, me }) => ({ sender, text, me })),
  );
  expect(found.messages.map((m) => minutes(m.time))).toEqual(english.messages.map((m) => minutes(m.time)));
  for (const m of found.messages) expect(m.time).toMatch(/\d{1,2}:\d{2}/);
  expect(found.pageText).toBeUndefined();
}

for (const base of PAGES) {
  describe(`${base} in other languages`, () => {
    const english = ok(extractOpenThread(loadOwn(`${base}.html`)));
    const redesigned = ok(extractOpenThread(redesign(loadOwn(`${base}.html`), 2026)));

    it("the English page has the messages the translations are held to", () => {
      expect(english.thread.messages.length).toBeGreaterThan(3);
      expect(english.thread.messages.every((m) => m.sender && m.time)).toBe(true);
      expect(redesigned.layer).toBe("structure");
    });

    it.each(TRANSLATED)(
      "%s: the same messages, senders and minutes, by the same layer; the composer and its send row",
      (lang) => {
        const doc = loadOwn(`${base}-${lang}.html`);
        expect(doc.documentElement.lang).toBe(lang);
        const found = ok(extractOpenThread(doc));
        expect(found.layer).toBe(english.layer);
        sameThread(found.thread, english.thread);
        const thread = findThread(doc)!;
        expect(findComposer(thread)).not.toBeNull();
        expect(findReplyAnchor(thread)).not.toBeNull();
      },
    );

    it.each(TRANSLATED)("%s, after the next redesign: the same as the English page redesigned, by structure", (lang) => {
      const found = ok(extractOpenThread(redesign(loadOwn(`${base}-${lang}.html`), 2026)));
      expect(found.layer).toBe("structure");
      sameThread(found.thread, redesigned.thread);
    });
  });
}

/**
 * What tests/e2e/extension-languages.spec.ts checks reaches the model from a translated conversation, for every
 * language (that test runs one, Portuguese, end to end): the last message, its sender and minute, who the user is,
 * none of LinkedIn's translated screen-reader notes; and the composer the reply is inserted into.
 */
describe("what reaches the model from a conversation, in every language", () => {
  const NOTES = /Profil von|Ver el perfil|Voir le profil|Ver o perfil|プロフィールを表示|gesendet|ha enviado/;

  it.each(TRANSLATED)("%s: the last message, the user, no note; the composer", (lang) => {
    const doc = loadOwn(`messaging-small-${lang}.html`);
    const { thread } = ok(extractOpenThread(doc));
    expect(thread.messages.at(-1)).toEqual({
      sender: "Lucía Ferrante",
      time: expect.stringMatching(/47/),
      text: "Sure, here it is: example.com/lucia",
      me: false,
    });
    expect(thread.me).toBe("Tomás Rivera");
    expect(JSON.stringify(thread)).not.toMatch(NOTES);
    expect(findComposer(findThread(doc)!)).not.toBeNull();
  });
});

describe("the words", () => {
  it("every language has every word of the table", () => {
    for (const lang of LANGUAGES) {
      for (const [key, forms] of Object.entries(MESSAGE_WORDS[lang])) expect(forms.length, `${lang}.${key}`).toBeGreaterThan(0);
      expect(Object.keys(MESSAGE_WORDS[lang]).sort()).toEqual(Object.keys(MESSAGE_WORDS.en).sort());
    }
  });

  it.each([
    ["en", "Lucía Ferrante sent the following messages at 9:12 AM", "Lucía Ferrante", "9:12 AM"],
    ["es", "Mariana Ruiz ha enviado los siguientes mensajes a las 14:44", "Mariana Ruiz", "14:44"],
    ["pt", "Ana Souza enviou as seguintes mensagens às 09:12", "Ana Souza", "09:12"],
    ["fr", "Jean Dupont a envoyé le message suivant à 08:47", "Jean Dupont", "08:47"],
    ["de", "Lena Vogt hat die folgenden Nachrichten um 09:12 gesendet", "Lena Vogt", "09:12"],
    ["it", "Marco Rossi ha inviato i seguenti messaggi alle 16:20", "Marco Rossi", "16:20"],
    ["nl", "Sanne de Vries heeft de volgende berichten verzonden om 10:03", "Sanne de Vries", "10:03"],
    ["hi", "प्रिया शर्मा ने 10:03 पूर्वाह्न पर निम्नलिखित संदेश भेजे", "प्रिया शर्मा", "10:03 पूर्वाह्न"],
    ["zh", "于晓明于上午9:12发送了以下消息", "于晓明", "上午9:12"],
    ["ja", "Lucía Ferranteさんが午前9:12に次のメッセージを送信しました", "Lucía Ferrante", "午前9:12"],
  ])("%s: a group's screen-reader heading names its sender and time", (lang, heading, sender, time) => {
    const doc = parseHtml(`<html lang="${lang}"><body></body></html>`);
    expect(parseGroupHeading(heading, doc)).toEqual({ sender, time });
    // with no language to go by, every language's words are tried
    expect(parseGroupHeading(heading)).toEqual({ sender, time });
  });

  it("tells LinkedIn's notes and times from messages, in any language", () => {
    for (const note of [
      "Ver el perfil de Mariana",
      "Profil von Lena anzeigen",
      "Lucíaさんのプロフィールを表示",
      "(s’ouvre dans une nouvelle fenêtre)",
      "Brief.pdf herunterladen",
      "Visto por Ana a las 8:31",
      "Estado: con conexión",
    ]) {
      expect(isScreenReaderNote(note), note).toBe(true);
    }
    for (const message of ["Bitte die Datei herunterladen, danke", "Ver el perfil de producto mañana?", "Sure, here it is:"]) {
      expect(isScreenReaderNote(message), message).toBe(false);
    }
    for (const time of ["9:41 AM", "16:20", "8 h 15", "4:05 p. m.", "午前9:41", "下午6:05", "10:03 पूर्वाह्न", "09:12 Uhr"])
      expect(TIME_OF_DAY.test(time), time).toBe(true);
    for (const text of ["At 9:30 then?", "Monday", "3 PM"]) expect(TIME_OF_DAY.test(text), text).toBe(false);
  });

  it("never takes a comment box for a conversation's composer, in the page's language", () => {
    const page = (lang: string, label: string) =>
      parseHtml(`<html lang="${lang}"><body><main><article><p>A post</p><ul><li><a href="/in/x/">X</a><time>9:00</time><p>A comment on the post</p></li></ul>
        <form><div contenteditable="true" role="textbox" aria-label="${label}"></div></form></article></main></body></html>`);
    for (const [lang, label] of [
      ["de", "Kommentar hinzufügen…"],
      ["ja", "コメントを追加…"],
      ["zh", "添加评论…"],
      ["it", "Aggiungi un commento…"],
      ["nl", "Een reactie toevoegen…"],
      ["hi", "टिप्पणी जोड़ें…"],
    ]) {
      expect(findThread(page(lang!, label!)), label).toBeNull();
    }
    // the same list beside a message composer is a conversation
    expect(findThread(page("ja", "メッセージを書く…"))).not.toBeNull();
  });
});

describe("the Spanish chat window as LinkedIn served it in 2023 (our own copy of its shape)", () => {
  // the shape of a real Spanish capture, with our own people: a day heading, the screen-reader heading, a profile note
  const WINDOW = `<html lang="es"><body><div role="dialog" aria-label="Mensajes">
    <header><h2>Marta Quiroga</h2><span>Activo ahora</span></header>
    <ul>
      <li><time>viernes</time>
        <div><span>Marta Quiroga ha enviado los siguientes mensajes a las 14:44</span>
          <a href="/in/marta-q/"><span>Ver el perfil de Marta</span><img alt="Marta Quiroga" src="data:,"></a>
          <div><a href="/in/marta-q/"><span>Marta Quiroga</span></a><time>14:44</time></div>
          <p>Hola Iván, gracias por conectar.</p></div></li>
    </ul>
    <form><div contenteditable="true" role="textbox" aria-label="Escribe un mensaje…"></div><button type="submit">Enviar</button></form>
  </div></body></html>`;

  it("reads the message, its sender and time, and nothing of the notes", () => {
    const { layer, thread } = ok(extractThread(findThread(parseHtml(WINDOW))!));
    expect(layer).toBe("structure");
    expect(thread.messages).toEqual([
      { sender: "Marta Quiroga", time: "14:44", text: "Hola Iván, gracias por conectar.", me: false },
    ]);
  });
});
