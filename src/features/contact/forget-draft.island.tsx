import { useEffect } from 'react';
import { island } from '../../lib/islands.ts';
import { saveDraft } from './draft.ts';

/** The message is sent: the draft kept of it in this tab (draft.ts) goes. Renders nothing. */
function ForgetDraft() {
  useEffect(() => saveDraft(undefined), []);
  return null;
}

// When idle, on the thank-you page a form sent without script lands on (a page reloaded from a
// draft may be sent before its code has come).
export default island(ForgetDraft, { wake: 'idle' });
