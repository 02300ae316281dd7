import type { Db } from '@grocer/db/client';
import { sqlRows } from '@grocer/db/sql-rows';
import { type SQL, sql } from 'drizzle-orm';

/** The instants a dashboard reads: [start, end). Every query filters received_at by them alone
 * first, so only those days' partitions are read. */
export interface EventWindow {
  start: Date;
  end: Date;
}

export interface DayRow {
  /** Null on the row for the whole range. */
  day: string | null;
  visitors: number;
  orders: number;
  abandonedTrolleys: number;
}

export interface FunnelRow {
  viewItem: number;
  addToCart: number;
  beginCheckout: number;
  purchase: number;
}

export interface SearchRow {
  term: string;
  searches: number;
  noResults: number;
}

export interface ExperimentRow {
  experimentKey: string;
  variation: string;
  exposed: number;
  converted: number;
}

/** The shop's calendar: days are Europe/London days (spec doc 3 §9). */
const LONDON_DAY = sql`to_char(received_at AT TIME ZONE 'Europe/London', 'YYYY-MM-DD')`;

export const receivedWithin = (window: EventWindow): SQL =>
  sql`received_at >= ${window.start.toISOString()}::timestamptz
      AND received_at < ${window.end.toISOString()}::timestamptz`;

/**
 * The dashboard's reads of analytics_events (decision 0071), for the analytics context only.
 * Plain SQL that runs the same on PGlite and PostgreSQL; counts come back as int.
 */
export class AnalyticsDashboardRepository {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  /**
   * Visitors, orders and abandoned trolleys per London day, and over the whole window (the row
   * whose day is null). A trolley counts as abandoned on a day it sent abandoned_trolley_update
   * unless an order with its id was placed after that, within the window.
   */
  days(window: EventWindow): Promise<DayRow[]> {
    return sqlRows<DayRow>(
      this.#db,
      sql`WITH purchases AS (
            SELECT params->>'order_id' AS order_id, max(received_at) AS last_at
            FROM analytics_events
            WHERE ${receivedWithin(window)} AND event_name = 'purchase' AND params->>'order_id' IS NOT NULL
            GROUP BY 1
          ),
          events AS (
            SELECT ${LONDON_DAY} AS day, received_at, client_id, event_name,
                   params->>'order_id' AS order_id
            FROM analytics_events
            WHERE ${receivedWithin(window)}
          )
          SELECT e.day,
                 count(DISTINCT e.client_id)::int AS visitors,
                 count(DISTINCT e.order_id) FILTER (WHERE e.event_name = 'purchase')::int AS orders,
                 count(DISTINCT e.order_id) FILTER (
                   WHERE e.event_name = 'abandoned_trolley_update' AND p.order_id IS NULL
                 )::int AS "abandonedTrolleys"
          FROM events e
          LEFT JOIN purchases p
            ON e.event_name = 'abandoned_trolley_update'
           AND p.order_id = e.order_id
           AND p.last_at >= e.received_at
          GROUP BY GROUPING SETS ((e.day), ())
          ORDER BY e.day NULLS FIRST`,
    );
  }

  /**
   * Sessions (a client's session id) that viewed a product, and of those the ones that also
   * added to the trolley, also began checkout, also placed an order: in the window, in any
   * order within it.
   */
  async funnel(window: EventWindow): Promise<FunnelRow> {
    const [row] = await sqlRows<FunnelRow>(
      this.#db,
      sql`SELECT count(*) FILTER (WHERE viewed)::int AS "viewItem",
                 count(*) FILTER (WHERE viewed AND added)::int AS "addToCart",
                 count(*) FILTER (WHERE viewed AND added AND began)::int AS "beginCheckout",
                 count(*) FILTER (WHERE viewed AND added AND began AND bought)::int AS purchase
          FROM (
            SELECT bool_or(event_name = 'view_item') AS viewed,
                   bool_or(event_name = 'add_to_cart') AS added,
                   bool_or(event_name = 'begin_checkout') AS began,
                   bool_or(event_name = 'purchase') AS bought
            FROM analytics_events
            WHERE ${receivedWithin(window)}
              AND event_name IN ('view_item', 'add_to_cart', 'begin_checkout', 'purchase')
            GROUP BY client_id, session_id
          ) sessions`,
    );
    return row ?? { viewItem: 0, addToCart: 0, beginCheckout: 0, purchase: 0 };
  }

  /**
   * The most searched terms (lower case, trimmed), most first, and how many of each found
   * nothing (result_count 0); `onlyNoResults` keeps the terms whose searches found nothing.
   */
  searches(window: EventWindow, limit: number, onlyNoResults: boolean): Promise<SearchRow[]> {
    const noResults = sql`params->>'result_count' = '0'`;
    return sqlRows<SearchRow>(
      this.#db,
      sql`SELECT lower(btrim(params->>'search_term')) AS term,
                 count(*)::int AS searches,
                 count(*) FILTER (WHERE ${noResults})::int AS "noResults"
          FROM analytics_events
          WHERE ${receivedWithin(window)} AND event_name = 'search'
            AND btrim(coalesce(params->>'search_term', '')) <> ''
            ${onlyNoResults ? sql`AND ${noResults}` : sql``}
          GROUP BY 1
          ORDER BY searches DESC, term
          LIMIT ${limit}`,
    );
  }

  /**
   * Per experiment and variation: the clients exposed in the window, and of them the ones that
   * sent a purchase after their first exposure, within the window.
   */
  experiments(window: EventWindow): Promise<ExperimentRow[]> {
    return sqlRows<ExperimentRow>(
      this.#db,
      sql`WITH exposures AS (
            SELECT params->>'experiment_key' AS experiment_key, params->>'variation' AS variation,
                   client_id, min(received_at) AS first_at
            FROM analytics_events
            WHERE ${receivedWithin(window)} AND event_name = 'experiment_exposure'
              AND params->>'experiment_key' IS NOT NULL AND params->>'variation' IS NOT NULL
            GROUP BY 1, 2, 3
          ),
          purchases AS (
            SELECT client_id, max(received_at) AS last_at
            FROM analytics_events
            WHERE ${receivedWithin(window)} AND event_name = 'purchase'
            GROUP BY client_id
          )
          SELECT x.experiment_key AS "experimentKey", x.variation,
                 count(*)::int AS exposed,
                 count(*) FILTER (WHERE p.last_at > x.first_at)::int AS converted
          FROM exposures x
          LEFT JOIN purchases p ON p.client_id = x.client_id
          GROUP BY 1, 2
          ORDER BY 1, 2`,
    );
  }
}
