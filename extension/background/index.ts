/** The service worker: every API call happens here (background/messages/*), never in content scripts. */
export {};
