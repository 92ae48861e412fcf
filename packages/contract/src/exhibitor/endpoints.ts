import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ExhibitorPaths as P } from './paths';
import * as s from './schemas';

export const exhibitorEndpoints = {
  getExhibitorBaseInfo: endpoint.post(P.getExhibitorBaseInfo, z.object({}), s.exhibitorBaseInfoSchema),
  updateExhibitorBaseInfo: endpoint.post(
    P.updateExhibitorBaseInfo,
    s.updateExhibitorBaseInfoRequestSchema,
    s.exhibitorBaseInfoSchema,
  ),
  boothCompleteness: endpoint.post(P.boothCompleteness, z.object({}), s.boothCompletenessSchema),
  employeeList: endpoint.post(P.employeeList, s.employeeListRequestSchema, s.employeeListSchema),
  employeeGet: endpoint.post(P.employeeGet, s.employeeIdRequestSchema, s.employeeSchema),
  employeeUpdate: endpoint.post(P.employeeUpdate, s.employeeUpdateRequestSchema, s.employeeUpdateSchema),
  employeeResigned: endpoint.post(P.employeeResigned, s.employeeIdRequestSchema, s.employeeSchema),
  getInviteCode: endpoint.post(P.getInviteCode, z.object({}), s.inviteCodeSchema),
};
