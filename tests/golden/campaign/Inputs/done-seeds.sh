#!/bin/sh
# done-seeds.sh DB BATCH: the seeds of the batches the store's campaigns
# have done (table lease), one a line, in order.
sqlite3 "$1" "SELECT first_seed FROM lease WHERE state = 'done'" |
while read -r s; do
    i=0
    while [ "$i" -lt "$2" ]; do echo $((s + i)); i=$((i + 1)); done
done | sort -n
