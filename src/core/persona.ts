/**
 * Who the user is, for every prompt: the name, role and industry given at sign-up, the saved LinkedIn
 * profile, and their voice (a short description and up to three samples of their own writing). It goes
 * to the model fenced as data, like the page content, and capped in size; the voice is validated here
 * for PATCH /api/account and the settings page alike.
 */
import { invalid, text, type Validation } from "./signup";

export interface Voice {
  /** "warm, direct, no exclamation marks" */
  description: string;
  /** the user's own writing, at most VOICE_LIMITS.samples, each at most VOICE_LIMITS.sample characters */
  samples: string[];
}

export interface Persona {
  name: string;
  role: string;
  industry: string;
  /** the saved LinkedIn profile, capped (see PERSONA_LIMITS) */
  profile: string;
  voice: Voice;
}

export const VOICE_LIMITS = { description: 200, samples: 3, sample: 600 } as const;

/** What of the saved profile goes into a prompt: all of a cover letter's needs for a task that reads it whole (./tasks.ts), a digest elsewhere. */
export const PERSONA_LIMITS = { profile: 1500, wholeProfile: 12000 } as const;

export const EMPTY_VOICE: Voice = { description: "", samples: [] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The voice to save: trimmed, empty samples dropped; anything oversized refused, naming the field. */
export function validateVoice(value: unknown): Validation<Voice> {
  if (value === null) return { ok: true, value: EMPTY_VOICE };
  if (!isObject(value)) return invalid("voice", "Your voice must be a description and samples of your writing.");
  const foreign = Object.keys(value).find((key) => key !== "description" && key !== "samples");
  if (foreign !== undefined) return invalid(`voice.${foreign}`, `"voice.${foreign}" is not part of your voice.`);
  const description = text(value.description);
  if (description === null) return invalid("voice.description", "The description of your voice must be text.");
  if (description.trim().length > VOICE_LIMITS.description) {
    return invalid("voice.description", `Describe your voice in at most ${VOICE_LIMITS.description} characters.`);
  }
  const samples = value.samples === undefined || value.samples === null ? [] : value.samples;
  if (!Array.isArray(samples)) return invalid("voice.samples", "The samples of your writing must be a list of texts.");
  const kept: string[] = [];
  for (let i = 0; i < samples.length; i++) {
    const sample = text(samples[i]);
    if (sample === null) return invalid(`voice.samples[${i}]`, `Sample ${i + 1} must be text.`);
    if (sample.trim().length > VOICE_LIMITS.sample) {
      return invalid(`voice.samples[${i}]`, `Sample ${i + 1} is too long: at most ${VOICE_LIMITS.sample} characters each.`);
    }
    if (sample.trim()) kept.push(sample.trim());
  }
  if (kept.length > VOICE_LIMITS.samples) {
    return invalid("voice.samples", `At most ${VOICE_LIMITS.samples} samples of your writing.`);
  }
  return { ok: true, value: { description: description.trim(), samples: kept } };
}

/** A stored voice (the user_details JSON field) as a Voice, whatever it holds. */
export function readVoice(stored: unknown): Voice {
  if (!isObject(stored)) return EMPTY_VOICE;
  const description = typeof stored.description === "string" ? stored.description.slice(0, VOICE_LIMITS.description) : "";
  const samples = Array.isArray(stored.samples)
    ? stored.samples.filter((s): s is string => typeof s === "string" && s.trim() !== "").slice(0, VOICE_LIMITS.samples)
    : [];
  return { description, samples: samples.map((s) => s.slice(0, VOICE_LIMITS.sample)) };
}

const cut = (value: unknown, max: number) => (typeof value === "string" ? value.slice(0, max) : "");

/** The persona of a user_details row (its columns as read); the profile capped at `profileMax`. */
export function personaOf(details: Record<string, unknown>, profileMax: number = PERSONA_LIMITS.profile): Persona {
  let voice = details.voice;
  if (typeof voice === "string") {
    try {
      voice = JSON.parse(voice);
    } catch {
      voice = null;
    }
  }
  return {
    name: cut(details.name, 100),
    role: cut(details.role, 200),
    industry: cut(details.industry, 200),
    profile: cut(details.profile, profileMax),
    voice: readVoice(voice),
  };
}

/** Whether there is anything to tell the model about the user. */
export function hasPersona(p: Persona): boolean {
  return !!(p.name || p.role || p.industry || p.profile || p.voice.description || p.voice.samples.length);
}

/** The persona as the prompt's data: only what is there. */
export function personaData(p: Persona): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (p.name) out.name = p.name;
  if (p.role) out.role = p.role;
  if (p.industry) out.industry = p.industry;
  if (p.profile) out.linkedinProfile = p.profile;
  if (p.voice.description || p.voice.samples.length) {
    const voice: Record<string, unknown> = {};
    if (p.voice.description) voice.description = p.voice.description;
    if (p.voice.samples.length) voice.samplesOfMyWriting = p.voice.samples;
    out.myVoice = voice;
  }
  return out;
}

/**
 * The user writes with em dashes (in their voice's description or samples). Their voice wins over the
 * rules against machine-written text: the prompt does not ask to avoid them, the clean-up keeps them.
 */
export function writesWithDashes(p: Persona | undefined): boolean {
  return !!p && [p.voice.description, ...p.voice.samples].some((text) => /\u2014|\s\u2013\s/.test(text));
}
