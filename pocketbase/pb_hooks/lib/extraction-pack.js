/// <reference path="../../types.d.ts" />
// The extraction pack the server serves (GET /api/extension/pack): the newest pack the operator published
// in extraction_packs and did not withdraw, or the pack bundled with this release (lib/extraction-pack.json,
// generated from src/core/extraction-pack.json) when that one is newer or none was published. Kept in the
// app store with its strong ETag until a pack is published or withdrawn.

const STORE_KEY = "extraction-pack:current";

/** The bundled pack's JSON text. */
function bundledText() {
  const file = $os.dirFS(`${__hooks}/lib`).open("extraction-pack.json");
  try {
    return readerToString(file);
  } finally {
    file.close();
  }
}

/** The packs published and not withdrawn, as { version, text }. */
function published() {
  const rows = arrayOf(new DynamicModel({ version: "", pack: "" }));
  $app.dao().db().newQuery("SELECT version, pack FROM extraction_packs WHERE withdrawn = FALSE").all(rows);
  return rows.map((row) => ({ version: row.version, text: row.pack }));
}

/** { version, text, etag, source }: what GET /api/extension/pack answers now. */
function current() {
  const store = $app.store();
  const known = store.get(STORE_KEY);
  if (known) return known;
  const core = require(`${__hooks}/lib/core.js`);
  const bundled = bundledText();
  let best = { version: JSON.parse(bundled).version, text: bundled, source: "bundled" };
  for (const candidate of published()) {
    if (core.isNewerPack(candidate.version, best.version))
      best = { version: candidate.version, text: candidate.text, source: "published" };
  }
  // one compact form, so that the same pack always has the same ETag
  const text = JSON.stringify(JSON.parse(best.text));
  const served = { version: best.version, text: text, etag: `"${$security.sha256(text)}"`, source: best.source };
  store.set(STORE_KEY, served);
  return served;
}

/** Forget the pack served: the next request reads them again (a pack was published or withdrawn). */
function forget() {
  $app.store().remove(STORE_KEY);
}

/**
 * Checks a pack being published (its JSON text): valid, and newer than the pack served now. Returns the
 * pack's version, or throws the readable 400 the admin UI shows; nothing is saved then.
 */
function checkPublished(text) {
  const core = require(`${__hooks}/lib/core.js`);
  const checked = core.validatePack(text);
  if (checked.ok === false)
    throw require(`${__hooks}/lib/errors.js`).refusal(
      "invalid_input",
      `This pack cannot be published: ${checked.error} The pack served is unchanged.`,
    );
  const served = current();
  if (!core.isNewerPack(checked.pack.version, served.version)) {
    require(`${__hooks}/lib/errors.js`).refuse(
      "invalid_input",
      `This pack cannot be published: its version ${checked.pack.version} is not newer than the pack served now (${served.version}). The pack served is unchanged.`,
    );
  }
  return checked.pack.version;
}

module.exports = { current, forget, checkPublished };
