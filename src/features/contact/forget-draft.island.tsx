import { useEffect } from 'react';
import { island } from '../../lib/islands.ts';
import { saveDraft } from './draft.ts';

/** The message is sent: the draft kept of it in this tab (draft.ts) goes. Renders nothing. */
function ForgetDraft() {
  useEffect(() => {
    // Only on the way in from the form (the redirect after its post is a navigation): Back to
    // this page, or a reload of it, may find a newer draft in the tab, not sent.
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (entry?.type === 'navigate') saveDraft(undefined);
  }, []);
  return null;
}

// When idle, on the thank-you page a form sent without script lands on (a page reloaded from a
// draft may be sent before its code has come).
export default island(ForgetDraft, { wake: 'idle' });
