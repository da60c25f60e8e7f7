/// <reference path="../types.d.ts" />
// Nothing personal is kept by a browser's or a proxy's cache: PocketBase's record API answers with the
// users' own records (/settings reads them this way) and its sign-in answers carry a session token, all
// with no Cache-Control of their own. Our routes set it where they answer (me.pb.js, the export).

onRecordViewRequest(
  (e) => {
    e.httpContext.response().header().set("Cache-Control", "no-store");
  },
  "users",
  "user_details",
  "conversations",
  "messages",
);

onRecordsListRequest(
  (e) => {
    e.httpContext.response().header().set("Cache-Control", "no-store");
  },
  "users",
  "user_details",
  "conversations",
  "messages",
);

// every answer with a session token: password sign-in, refresh, OAuth2, and after confirming a change
onRecordAuthRequest((e) => {
  e.httpContext.response().header().set("Cache-Control", "no-store");
});

onAdminAuthRequest((e) => {
  e.httpContext.response().header().set("Cache-Control", "no-store");
});
