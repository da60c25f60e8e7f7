/** Editors for this folder's jsdom tests: the post composer and an application form, as LinkedIn draws them in 2026. */

/** The post composer, a dialog in `#interop-outlet`'s shadow root (beside the chat windows when there are any). */
export const POST_COMPOSER_HTML = `<div role="dialog" aria-label="Create a post" class="share-box">
  <h2>Lena Marchetti</h2><p>Post to Anyone</p>
  <div class="share-creation-state__text-editor"><div class="editor-content ql-container">
    <div class="ql-editor" contenteditable="true" role="textbox" aria-multiline="true" aria-label="Text editor for creating content"><p><br></p></div>
  </div></div>
  <button type="button" class="share-actions__primary-action" disabled>Post</button>
</div>`;

/** Easy Apply's modal with a cover note and a one-line phone field. */
export const APPLICATION_HTML = `<div data-test-modal-id="easy-apply-modal" role="dialog"><form>
  <label for="phone">Mobile phone number</label><input id="phone" type="text">
  <label for="note">Why do you want this role?</label><textarea id="note"></textarea>
  <button type="button">Next</button>
</form></div>`;
