import type { Db } from '@grocer/db/client';
import { staffAuditLog } from '@grocer/db/schema/staff';
import type { StaffAuditAction } from '@grocer/domain/staff/staff-console';
import { desc, eq } from 'drizzle-orm';

export interface StaffAuditRow {
  id: number;
  staffId: number;
  customerId: number;
  action: StaffAuditAction;
  detail: Record<string, unknown>;
  at: Date;
}

/** The staff_audit_log table, for the staff context only. Rows are only ever added. */
export class StaffAuditRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async insert(row: Omit<StaffAuditRow, 'id'>): Promise<void> {
    await this.db.insert(staffAuditLog).values(row);
  }

  async listForCustomer(customerId: number, limit: number): Promise<StaffAuditRow[]> {
    const rows = await this.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.customerId, customerId))
      .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
      .limit(limit);
    return rows.map((row) => ({
      ...row,
      action: row.action as StaffAuditAction,
      detail: (row.detail ?? {}) as Record<string, unknown>,
    }));
  }
}
