SELECT window_start, window_end, SUM(price) AS total, COUNT(DISTINCT bidder)
FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
GROUP BY window_start, window_end;
