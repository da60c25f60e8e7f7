import { useState, type SubmitEvent } from "react";
import { VOICE_LIMITS, type Voice } from "../../core/persona";
import { saveAccount } from "../../stores/account";
import { showToast } from "../../stores/toasts";
import ErrorBanner from "../feedback/ErrorBanner";
import { useAction } from "./useAction";

const padded = (samples: string[]) => Array.from({ length: VOICE_LIMITS.samples }, (_, i) => samples[i] ?? "");

/**
 * How the user writes: a short description and up to three samples of their own writing. Every answer
 * is written in that voice (the samples guide the tone; their phrases are never copied).
 */
export default function VoiceForm({ initial }: { initial: Voice }) {
  const [description, setDescription] = useState(initial.description);
  const [samples, setSamples] = useState(padded(initial.samples));
  const { busy, error, run, invalid } = useAction("voice-error");

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      const saved = await saveAccount({ voice: { description, samples } });
      setDescription(saved.voice.description);
      setSamples(padded(saved.voice.samples));
      showToast("success", "Your voice is saved: your next suggestions will sound like you.");
    });
  }

  return (
    <section className="card" id="voice" aria-labelledby="voice-title">
      <h2 id="voice-title">Your voice</h2>
      <p className="muted">
        Suggestions are written the way you write. Describe your voice in a few words, and paste up to three things you wrote
        yourself (a post, a message). The extension can also take them from your recent posts on LinkedIn.
      </p>
      <form className="form" onSubmit={submit} noValidate aria-labelledby="voice-title">
        <ErrorBanner message={error} id="voice-error" />
        <label htmlFor="settings-voice-description">How you write</label>
        <input
          id="settings-voice-description"
          name="voiceDescription"
          value={description}
          maxLength={VOICE_LIMITS.description}
          placeholder="warm, direct, no exclamation marks"
          {...invalid("voice.description")}
          onChange={(e) => setDescription(e.target.value)}
        />
        {samples.map((sample, i) => (
          <div key={i}>
            <label htmlFor={`settings-voice-sample-${i}`}>Sample {i + 1} of your writing</label>
            <textarea
              id={`settings-voice-sample-${i}`}
              name={`voiceSample${i}`}
              rows={3}
              value={sample}
              maxLength={VOICE_LIMITS.sample}
              {...invalid(`voice.samples[${i}]`, `settings-voice-sample-${i}-hint`)}
              onChange={(e) => setSamples(samples.map((s, j) => (j === i ? e.target.value : s)))}
            />
            <p id={`settings-voice-sample-${i}-hint`} className="hint">
              {sample.length} of {VOICE_LIMITS.sample} characters.
            </p>
          </div>
        ))}
        <div className="form-actions">
          <button className="button" type="submit" disabled={busy}>
            {busy ? "Saving…" : "Save your voice"}
          </button>
        </div>
      </form>
    </section>
  );
}
