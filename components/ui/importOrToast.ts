import { uiText } from '@/lib/messages/ui';
import { showToast } from './showToast';

/**
 * A module loaded on first use (so a page's first load ships without it), or null when it failed to
 * arrive on flaky mobile data: the visitor is told by toast, and the caller's next attempt (the next
 * press) loads it again instead of leaving the control dead.
 */
export function importOrToast<Module>(load: () => Promise<Module>): Promise<Module | null> {
  return load().catch(() => {
    showToast('error', uiText.partFailedToLoad);
    return null;
  });
}
