/// <reference path="../types.d.ts" />
// Says at start which way streamed answers go: through curl (as the model writes them), or, on a host
// without curl, whole (one delta per suggestion). lib/llm-stream.js decides; this only reports it.

onAfterBootstrap((e) => {
  if (!e.app.dao().hasTable("_params")) return; // the first `migrate` run: nothing is served yet
  const mode = require(`${__hooks}/lib/llm-stream.js`).mode();
  console.log(
    mode === "curl"
      ? "Netlift: streamed answers arrive as the model writes them (curl)."
      : "Netlift: no curl on this host: streamed answers arrive whole (one delta per suggestion). Install curl to stream.",
  );
});
