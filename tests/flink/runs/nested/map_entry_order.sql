-- The order in which a MAP read from JSON prints: Flink reads a JSON object into a Java HashMap,
-- whose iteration order the entries keep ({coupon=X1, channel=web}).
CREATE TABLE orders (
  id INT,
  attrs MAP<STRING, STRING>
) WITH ('connector' = 'filesystem', 'path' = '${DATA}/orders_nested.json', 'format' = 'json');
SELECT id, attrs, CAST(attrs AS STRING) FROM orders;
