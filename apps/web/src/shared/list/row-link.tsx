import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Tooltip, type ActionIconProps } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';

type RowLinkProps = {
  to: string;
  /** What the link does ("Abrir"), shown as its tooltip. */
  tip: string;
  /** The eye (open, view) unless another is given. */
  icon?: ReactNode;
  size?: ActionIconProps['size'];
  testId?: string;
} & (
  | {
      /** The row it acts on ("SC-000003"): the link is named "Abrir: SC-000003" among the list's many. */
      name: string;
      label?: undefined;
    }
  | {
      /** The link's whole name when a sentence reads better than "tip: name" ("Editar el ticket 12"). */
      label: string;
      name?: undefined;
    }
);

/** A row action of a list that opens an address: an icon link with its tooltip, named for its row. */
export function RowLink({ to, tip, name, label, icon = <IconEye size={16} />, size, testId }: RowLinkProps) {
  return (
    <Tooltip label={tip}>
      <ActionIcon component={Link} to={to} variant="subtle" size={size} aria-label={label ?? `${tip}: ${name}`} data-testid={testId}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
