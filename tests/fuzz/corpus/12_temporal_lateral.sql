SELECT o.id, r.rate FROM orders AS o
  JOIN rates FOR SYSTEM_TIME AS OF o.proctime AS r ON o.currency = r.currency
  CROSS JOIN UNNEST(o.tags) AS x(tag), LATERAL TABLE(split(o.s)) AS y(w);
