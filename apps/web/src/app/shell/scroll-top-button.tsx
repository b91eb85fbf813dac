import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SCROLL_TOP_THRESHOLD_PX } from '@portal/contract';

export function ScrollTopButton() {
  const { t } = useTranslation();
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 24, right: 24 }} zIndex={150}>
      <Transition transition="slide-up" mounted={scroll.y > SCROLL_TOP_THRESHOLD_PX}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="xl"
            radius="xl"
            variant="filled"
            onClick={() => scrollTo({ y: 0 })}
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
