import type { RolePermissions } from '@adportal/permissions';
import { eq } from 'drizzle-orm';
import { roles, users } from '../src/db/schema/index.ts';
import type { TestClient } from './helper.ts';

/**
 * Moves a registered user into another advertiser's team with a new role of exactly these permissions (what a
 * read-only or narrow member looks like), written straight to the database.
 */
export async function joinTeamWithRole(
  client: TestClient,
  member: { userId: string; advertiserId: string },
  role: { name: string; permissions: RolePermissions },
): Promise<void> {
  const [created] = await client.database.db
    .insert(roles)
    .values({ advertiserId: member.advertiserId, kind: 'advertiser', ...role })
    .returning();
  await client.database.db
    .update(users)
    .set({ advertiserId: member.advertiserId, roleId: created!.id })
    .where(eq(users.id, member.userId));
  // A write beside the app reaches its session cache by notification (ADR 27): wait for it, as a request would.
  await client.app.services.authChanges.fence();
}
