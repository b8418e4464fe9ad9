CREATE TABLE orders (
  id BIGINT NOT NULL,
  price DECIMAL(10, 2),
  ts TIMESTAMP(3),
  off BIGINT METADATA FROM 'offset' VIRTUAL,
  total AS price * 2,
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND,
  PRIMARY KEY (id) NOT ENFORCED
) WITH ('connector' = 'kafka', 'topic' = 'orders', 'format' = 'json');
