import { ChatPaths, type Conversation, InvitationPaths, ResponseCode } from '@openfair/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../test/client';
import { ids } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { clientPoolMembers } from '../../db/schema/index';

/**
 * "Save to client pool" from a chat (001 §7 contactPerson, source CARD): the conversation tells exhibitor
 * staff whether a buyer is in their company's pool, and nobody else anything.
 */
describe.each(enginesFor('rules'))('client pool in the chat (%s)', (engine) => {
  const t = useTestApp(engine);

  const listed = async (as: Caller, conversationID: string): Promise<Conversation | undefined> => {
    const list = await t.api.post(ChatPaths.conversationList, {}, { as });
    expect(list.code, list.msg).toBe(ResponseCode.Success);
    return list.data.list.find((c) => c.conversationID === conversationID);
  };

  it('tells staff whether a buyer is in the pool, and saves the buyer from the chat as a CARD', async () => {
    const staffSide = await t.api.post(ChatPaths.conversationOpen, { userID: ids.visitor }, { as: 'staff' });
    expect(staffSide.code, staffSide.msg).toBe(ResponseCode.Success);
    expect(staffSide.data.clientPool).toBe('notMember');

    // the buyer learns nothing about pools, nor does staff talking with staff
    const buyerSide = await t.api.post(ChatPaths.conversationOpen, { userID: ids.staff }, { as: 'visitor' });
    expect(buyerSide.data.clientPool).toBeNull();
    const colleague = await t.api.post(ChatPaths.conversationOpen, { userID: ids.admin }, { as: 'staff' });
    expect(colleague.data.clientPool).toBeNull();

    const saved = await t.api.post(
      InvitationPaths.addVisitingCard,
      { imAccount: ids.visitor },
      { as: 'staff' },
    );
    expect(saved.code, saved.msg).toBe(ResponseCode.Success);
    expect(saved.data.alreadyMember).toBe(false);
    const [row] = await t.db
      .select()
      .from(clientPoolMembers)
      .where(
        and(
          eq(clientPoolMembers.exhibitorId, ids.exhibitorA),
          eq(clientPoolMembers.userAccountId, ids.visitor),
        ),
      );
    expect(row).toMatchObject({ source: 'CARD', employeeAccountId: ids.staff });

    expect((await listed('staff', `C2C${ids.visitor}`))?.clientPool).toBe('member');
    // the pool is the company's: a colleague who talks with the buyer sees it too
    const adminSide = await t.api.post(ChatPaths.conversationOpen, { userID: ids.visitor }, { as: 'admin' });
    expect(adminSide.data.clientPool).toBe('member');
    const buyerAfter = await t.api.post(ChatPaths.conversationOpen, { userID: ids.staff }, { as: 'visitor' });
    expect(buyerAfter.data.clientPool).toBeNull();

    const again = await t.api.post(
      InvitationPaths.addVisitingCard,
      { imAccount: ids.visitor },
      { as: 'staff' },
    );
    expect(again.data.alreadyMember).toBe(true);
  });

  it('refuses the save to a buyer, and tells customer service nothing about pools', async () => {
    const refused = await t.api.post(
      InvitationPaths.addVisitingCard,
      { imAccount: ids.staff },
      { as: 'visitor' },
    );
    expect(refused.code).toBe(ResponseCode.Forbidden);
    // staff cannot save a colleague (no visitor of that chat id)
    const colleague = await t.api.post(
      InvitationPaths.addVisitingCard,
      { imAccount: ids.admin },
      { as: 'staff' },
    );
    expect(colleague.code).toBe(ResponseCode.NotFound);
    const service = await t.api.post(
      ChatPaths.conversationOpen,
      { userID: ids.visitor },
      { as: 'organizer' },
    );
    expect(service.code, service.msg).toBe(ResponseCode.Success);
    expect(service.data.clientPool).toBeNull();
  });
});
