import { describe, expect, it } from 'vitest';
import { folderOfPath, listFilterFrom, listParamsFrom } from './message-folders.ts';

describe('message folders', () => {
  it('reads the folder from the spec paths, the inbox for /messages and anything else', () => {
    expect(folderOfPath('/messages')).toBe('inbox');
    expect(folderOfPath('/messages/sent')).toBe('sent');
    expect(folderOfPath('/messages/starred/')).toBe('starred');
    expect(folderOfPath('/messages/trashed')).toBe('trashed');
    expect(folderOfPath('/messages/closed')).toBe('closed');
    expect(folderOfPath('/messages/conversation/1')).toBe('inbox');
  });

  it('keeps search and page in the address, defaults left out', () => {
    const filter = listFilterFrom(new URLSearchParams('q=invoice&page=3&size=25'));
    expect(filter).toEqual({ search: 'invoice', page: 3, pageSize: 25 });
    expect(listParamsFrom(filter).toString()).toBe('q=invoice&page=3&size=25');
    expect(listParamsFrom(listFilterFrom(new URLSearchParams('size=7&page=-2'))).toString()).toBe('');
  });
});
