import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconSettings, IconUserCog } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { signOut as endSession } from '../../shared/session/sign-out.ts';
import { useSession } from '../../shared/session/session-store.ts';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The user's name and role, account settings, sign-out; on a phone also the customizer (`onCustomize`). */
export function UserMenu({ onCustomize }: { onCustomize?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userData } = useSession();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const name = userData?.fullName || userData?.username || '';
  const role = userData?.role ? t(`roles.${userData.role}`, { defaultValue: userData.role }) : t('roles.none');

  async function signOut() {
    setIsSigningOut(true);
    await endSession();
    await navigate('/login', { replace: true });
  }

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('nav.userMenuFor', { initials: initialsOf(name) || '?', name })}
          data-testid="user-menu"
          style={{ borderRadius: '50%' }}
        >
          <Avatar src={userData?.avatar ?? null} alt={name} color="blue" variant="filled" radius="xl">
            {initialsOf(name) || '?'}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" data-testid="user-menu-name">
            {name}
          </Text>
          <Text size="xs" c="dimmed" data-testid="user-menu-role">
            {role}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to="/pages/account-setting"
          leftSection={<IconUserCog size={16} aria-hidden />}
          data-testid="account-settings-link"
        >
          {t('accountPage.title')}
        </Menu.Item>
        {onCustomize && (
          <Menu.Item
            hiddenFrom="sm"
            leftSection={<IconSettings size={16} aria-hidden />}
            onClick={onCustomize}
            data-testid="customizer-menu-item"
          >
            {t('nav.customizer')}
          </Menu.Item>
        )}
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={signOut}
          disabled={isSigningOut}
          data-testid="sign-out"
        >
          {t('nav.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
