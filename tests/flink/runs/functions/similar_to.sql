-- SIMILAR TO: % and _, alternation, repetition, brackets and POSIX classes, ESCAPE, and the
-- characters that stay regular-expression syntax (. and ^) or literal ($).
SELECT s,
       s SIMILAR TO 'a%', s SIMILAR TO '(a|b)%c', s SIMILAR TO 'a.c', s SIMILAR TO '[a-c]+',
       s SIMILAR TO 'a_c', s SIMILAR TO 'a!%' ESCAPE '!', s SIMILAR TO 'a{2,3}', s SIMILAR TO 'a$',
       s SIMILAR TO 'x^y', s NOT SIMILAR TO 'b%', s SIMILAR TO '[[:ALPHA:]]+'
FROM (VALUES ('abc'), ('a.c'), ('ab'), ('a%'), ('aaa'), ('a$'), ('x^y'), ('B'), (CAST(NULL AS STRING))) AS t (s);
