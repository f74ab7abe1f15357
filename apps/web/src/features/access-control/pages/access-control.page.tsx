import { ADVERTISER_AREAS, type AppAbility, CRUD_ACTIONS, PLATFORM_AREAS } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import CheckCircleOutlineIcon from '../../../components/icons/CheckCircleOutlined.tsx';
import RemoveIcon from '../../../components/icons/Remove.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useAbilityRules } from '../../../lib/use-ability-rules.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';

/**
 * /access-control (spec §2: needs read on AclDemo): what the signed-in user's role lets them do, area by
 * area, read from the same ability that guards every route and button.
 */
export default function AccessControlPage() {
  const { t } = useTranslation();
  const { userData } = useSession();
  const ability = useAbility<AppAbility>();
  useAbilityRules();
  useDocumentTitle(t('accessControl.title'));
  const areas = userData?.role.kind === 'platform' ? PLATFORM_AREAS : ADVERTISER_AREAS;

  return (
    <>
      <PageHeader title={t('accessControl.title')} subtitle={t('accessControl.subtitle')} />
      <Alert severity="success" sx={{ mb: 3 }} data-testid="acl-granted">
        {t('accessControl.granted', { role: userData?.role.name ?? '' })}
      </Alert>
      <Card>
        <CardHeader title={t('accessControl.matrixTitle')} subheader={t('accessControl.matrixSubtitle')} />
        {/* Scrolls sideways on phones: a named region the keyboard reaches (axe: scrollable-region-focusable). */}
        <TableContainer tabIndex={0} role="region" aria-label={t('accessControl.matrixTitle')}>
          {/* Tighter cells on a phone: the five columns fit at 390 px instead of scrolling sideways. */}
          <Table
            size="small"
            aria-label={t('accessControl.matrixTitle')}
            sx={{ '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{t('accessControl.area')}</TableCell>
                {CRUD_ACTIONS.map((action) => (
                  <TableCell key={action} align="center">
                    {t(`accessControl.actions.${action}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {areas.map((area) => (
                <TableRow key={area} hover>
                  <TableCell sx={{ fontWeight: 600 }}>
                    {t(`accessControl.areas.${area}`, { defaultValue: area })}
                  </TableCell>
                  {CRUD_ACTIONS.map((action) => {
                    const allowed = ability.can(action, area);
                    return (
                      <TableCell key={action} align="center" data-allowed={allowed}>
                        {allowed ? (
                          <CheckCircleOutlineIcon
                            color="success"
                            fontSize="small"
                            aria-label={t('accessControl.allowed')}
                          />
                        ) : (
                          <RemoveIcon
                            color="disabled"
                            fontSize="small"
                            aria-label={t('accessControl.notAllowed')}
                          />
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
    </>
  );
}
