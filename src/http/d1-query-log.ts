// The line the D1 meter (d1-meter.ts) logs for each statement when D1_QUERY_LOG=1, and the perf command reads back.
export const D1_QUERY_LOG_PREFIX = 'd1-query ';
/** The request header that asks for the log (with the var D1_QUERY_LOG=1), so timed requests log nothing. */
export const D1_QUERY_LOG_HEADER = 'X-D1-Query-Log';
