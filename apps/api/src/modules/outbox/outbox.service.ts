import type { OutboxPage } from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Principal } from '../auth/principal.ts';

/** The emails kept when no SMTP server is configured, newest first: platform operators only. */
export class OutboxService {
  constructor(private readonly db: Database) {}

  async list(principal: Principal, page: number, pageSize: number): Promise<OutboxPage> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Ops');
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ value: count() }).from(mailOutbox),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        kind: row.kind,
        language: row.language,
        text: row.text,
        created_at: row.createdAt.toISOString(),
      })),
      total: totals[0]?.value ?? 0,
      page,
      page_size: pageSize,
    };
  }
}
