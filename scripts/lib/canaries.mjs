// @ts-check
/** Fake secrets set while `npm test` builds; the secrets test fails if any shows up in the output. */
export const BUILD_CANARIES = {
  STRIPE_SECRET_KEY: "sk_test_buildcanary0000000000",
  STRIPE_WEBHOOK_SECRET: "whsec_buildcanary0000000000",
  LLM_API_KEY: "llm_buildcanary0000000000",
};
