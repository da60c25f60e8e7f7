/// <reference path="../types.d.ts" />
// Every error of every route, ours and PocketBase's, passes here once (lib/errors.js answer()): a body over
// its bound is answered 413, a refusal of ours { code, message } with its status from the API's one table,
// an unknown page of the site with the site's 404 page; PocketBase's own errors keep its shape.

onBeforeApiError((e) => {
  require(`${__hooks}/lib/errors.js`).answer(e);
});
