import type { OutboxPage } from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../identity/principal.ts';
import { pageOutbox } from './outbox.repository.ts';

/** The emails kept when no SMTP server is configured, newest first: platform operators only. */
export class OutboxService {
  constructor(
    private readonly deps: {
      db: Database;
    },
  ) {}

  async list(principal: Principal, page: number, pageSize: number): Promise<OutboxPage> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Ops');
    const { rows, total } = await pageOutbox(this.deps.db, page, pageSize);
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
      total,
      page,
      page_size: pageSize,
    };
  }
}
