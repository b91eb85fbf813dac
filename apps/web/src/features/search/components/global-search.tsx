import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Kbd, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// The panel (and the spotlight library with its styles) loads on first use, not with every screen.
const SearchPanel = lazy(() => import('./search-panel.tsx'));

/** The navbar's search button; Ctrl+K (⌘K) opens the same panel from anywhere. */
export function GlobalSearch() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const open = () => {
    setUsed(true);
    setOpened(true);
  };
  useHotkeys([['mod+K', open]], []);
  return (
    <>
      <Tooltip
        label={
          <>
            {t('search.open')} <Kbd size="xs">Ctrl</Kbd> + <Kbd size="xs">K</Kbd>
          </>
        }
      >
        <ActionIcon variant="subtle" color="gray" size="lg" onClick={open} aria-label={t('search.open')} data-testid="global-search">
          <IconSearch size={20} />
        </ActionIcon>
      </Tooltip>
      {used && (
        <Suspense fallback={null}>
          <SearchPanel opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
