import type { Status } from "../registry/statuses.js";
import type { Link, Tag } from "./link.js";
import type { MetricSummary } from "./metricSummary.js";

/** One activity of a list page (spec 2.4). ALL_DAY records of the wristband experience have this shape too. */
export interface ActivityListItem {
  /** Related links (`self`, and `gps` for stored activities). */
  readonly links: readonly Link[];
  /** Identifier. */
  readonly activityId: string;
  /** Activity type (ALL_DAY for wristband days). */
  readonly activityType: string;
  /** Start, ISO 8601 UTC with milliseconds, e.g. `2014-12-31T23:00:00.000Z`. */
  readonly startTime: string;
  /** IANA time zone name. */
  readonly activityTimeZone: string;
  /** Lifecycle status. */
  readonly status: Status;
  /** Recording device type. */
  readonly deviceType: string;
  /** All five summary values. */
  readonly metricSummary: MetricSummary;
  /** User-entered tags; may be empty. */
  readonly tags: readonly Tag[];
  /** Always empty in list responses. */
  readonly metrics: readonly [];
}

/** Paging links of a list page (spec 4.2). */
export interface Paging {
  /**
   * Relative path of the next page (same query, next offset, and the keyset continuation `after`); `null` on the
   * last page.
   */
  readonly next: string | null;
  /** Relative path of the previous page; `null` on the first page. */
  readonly previous: string | null;
}

/** A page of List Activities by Experience Type (spec 4.2): most recent first. */
export interface ActivityListPage {
  /** The page's activities. */
  readonly data: readonly ActivityListItem[];
  /** Links to the neighbouring pages. */
  readonly paging: Paging;
}
