import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const MAX_FRAMES = 120;

function targetOf(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * On navigation: to the element the hash names (waiting a moment for a lazy screen to render it), else
 * to the top. Back and forward keep the browser's own scroll restoration.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes on every navigation, even to the same URL.
  useEffect(() => {
    if (!hash) {
      if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0 });
      return;
    }
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const target = targetOf(hash);
      if (target) target.scrollIntoView();
      else if (tries++ < MAX_FRAMES) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, key, navigationType]);

  return null;
}
