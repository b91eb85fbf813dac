import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatrixCell, PermissionMatrix } from '@portal/contract/features/security';
import classes from './permission-matrix.module.css';

export const FLAGS = [
  ['canRead', 'read'],
  ['canWrite', 'write'],
  ['canCreate', 'create'],
  ['canDelete', 'delete'],
] as const;
export type Flag = (typeof FLAGS)[number][0];
export type Flags = Pick<MatrixCell, Flag>;

interface TableProps {
  perfiles: PermissionMatrix['perfiles'];
  recursos: PermissionMatrix['recursos'];
  flagsOf: (profileId: number, resource: string) => Flags;
  isChanged: (profileId: number, resource: string) => boolean;
  canEdit: boolean;
  onToggle: (profileId: number, resource: string, flag: Flag, value: boolean) => void;
}

/** What each of a profile's four columns means, spelled out above the matrix. */
export function MatrixLegend() {
  const { t } = useTranslation();
  return (
    <div className={classes.legend} data-testid="matrix-legend">
      {FLAGS.map(([, action]) => (
        <span key={action}>
          <strong>{t(`securityPage.matrix.short.${action}`)}</strong> = {t(`securityPage.actions.${action}`)}
        </span>
      ))}
    </div>
  );
}

/**
 * Resources down, profiles across, one labelled column per action under each profile. Plain checkboxes without
 * tooltips: a matrix of a thousand cells shows at once (issue 21, point 4); each still has its full name.
 */
export const PermissionMatrixTable = memo(function PermissionMatrixTable(props: TableProps) {
  const { t } = useTranslation();
  const { perfiles, recursos, flagsOf, isChanged, canEdit, onToggle } = props;
  const actionNames = FLAGS.map(([, action]) => t(`securityPage.actions.${action}`));
  return (
    <div className={classes.scroller} data-testid="matrix-scroller">
      <table className={classes.table} data-testid="permission-matrix">
        <thead>
          <tr>
            <th scope="col" rowSpan={2} className={classes.corner}>
              {t('securityPage.matrix.resource')}
            </th>
            {perfiles.map((p) => (
              <th key={p.perfilSeguridadId} scope="colgroup" colSpan={FLAGS.length} className={classes.profile}>
                {p.nombre}
              </th>
            ))}
          </tr>
          <tr>
            {perfiles.flatMap((p) =>
              FLAGS.map(([, action], i) => (
                <th
                  key={`${p.perfilSeguridadId}-${action}`}
                  scope="col"
                  className={`${classes.action} ${i === 0 ? classes.firstAction : ''}`}
                >
                  <abbr title={actionNames[i]}>{t(`securityPage.matrix.short.${action}`)}</abbr>
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {recursos.map((resource) => {
            const resourceName = t(`securityPage.resources.${resource}`, { defaultValue: resource });
            return (
              <tr key={resource}>
                <th scope="row" className={classes.resource}>
                  {resourceName}
                </th>
                {perfiles.flatMap((p) => {
                  const flags = flagsOf(p.perfilSeguridadId, resource);
                  const changed = isChanged(p.perfilSeguridadId, resource);
                  return FLAGS.map(([flag, action], i) => (
                    <td
                      key={`${p.perfilSeguridadId}-${flag}`}
                      className={`${classes.cell} ${i === 0 ? classes.firstAction : ''} ${changed ? classes.changed : ''}`}
                    >
                      <input
                        type="checkbox"
                        checked={flags[flag]}
                        disabled={!canEdit}
                        onChange={(e) => onToggle(p.perfilSeguridadId, resource, flag, e.currentTarget.checked)}
                        aria-label={t('securityPage.matrix.cellLabel', {
                          action: actionNames[i],
                          resource: resourceName,
                          profile: p.nombre,
                        })}
                        data-testid={`cell-${p.perfilSeguridadId}-${resource}-${action}`}
                      />
                    </td>
                  ));
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
});
