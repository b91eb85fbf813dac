import { useEffect, useState } from 'react';
import { ActionIcon, Affix, Transition } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SCROLL_TOP_THRESHOLD_PX } from '@portal/contract';

/**
 * Whether the page is scrolled past the threshold, from scroll events only. Mantine's `useWindowScroll` also read the
 * position when it mounted, right after the first screen went into the page: that forced the browser to lay the whole
 * page out inside React's work (issue 19, forced reflow). Every page starts at the top (AppRoot scrolls there), and
 * any scroll after that, a restored one included, fires an event.
 */
function useIsScrolledDown(threshold: number): boolean {
  const [isDown, setDown] = useState(false);
  useEffect(() => {
    const update = () => setDown(window.scrollY > threshold);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return isDown;
}

export function ScrollTopButton() {
  const { t } = useTranslation();
  const isScrolledDown = useIsScrolledDown(SCROLL_TOP_THRESHOLD_PX);
  return (
    <Affix position={{ bottom: 24, right: 24 }} zIndex={150}>
      <Transition transition="slide-up" mounted={isScrolledDown}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="xl"
            radius="xl"
            variant="filled"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            aria-label={t('nav.scrollTop')}
            title={t('nav.scrollTop')}
            data-testid="scroll-top"
          >
            <IconArrowUp size={22} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
