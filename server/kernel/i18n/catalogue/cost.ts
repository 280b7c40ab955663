/**
 * Messages of the request cost limits (zh-cn source, zh-tw, en): a query
 * refused before it runs because of what it would read (graphql/cost.ts),
 * a query stopped when it read more rows than a request may
 * (crud/row-meter.ts), and an account or address past its budget of cost
 * per minute (http/cost-budget.ts).
 */
export const zhCn = {
  'cost.tooCostly': '查询过于庞大：预计开销 {cost}、读取 {rows} 行，单次请求最多开销 {maxCost}、{maxRows} 行。请减少每页条数、嵌套层级或别名',
  'cost.tooManyRows': '查询读取的行数超过单次请求上限 {max} 行，请减少每页条数或嵌套层级',
  'cost.rateLimited': '请求过于频繁，请 {seconds} 秒后再试',
};

export const zhTw: Record<keyof typeof zhCn, string> = {
  'cost.tooCostly': '查詢過於龐大：預計開銷 {cost}、讀取 {rows} 列，單次請求最多開銷 {maxCost}、{maxRows} 列。請減少每頁筆數、巢狀層級或別名',
  'cost.tooManyRows': '查詢讀取的列數超過單次請求上限 {max} 列，請減少每頁筆數或巢狀層級',
  'cost.rateLimited': '請求過於頻繁，請 {seconds} 秒後再試',
};

export const en: Record<keyof typeof zhCn, string> = {
  'cost.tooCostly': 'The query is too large: an estimated cost of {cost} reading {rows} rows, where a request may cost at most {maxCost} and read {maxRows} rows. Ask for smaller pages, fewer nested levels or fewer aliases',
  'cost.tooManyRows': 'The query read more than the {max} rows a request may read; ask for smaller pages or fewer nested levels',
  'cost.rateLimited': 'Too many requests; please try again in {seconds} seconds',
};
