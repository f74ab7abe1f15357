import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { RoleCards } from '../components/RoleCards.tsx';
import { UsersTable } from '../components/UsersTable.tsx';

/** /user: the advertiser's users, then its roles and permissions (each shown as the role allows). */
export default function UsersPage() {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  useDocumentTitle(t('team.title'));
  return (
    <>
      <PageHeader title={t('team.title')} subtitle={t('team.subtitle')} />
      <UsersTable />
      {ability.can('read', 'Role') ? <RoleCards /> : null}
    </>
  );
}
