<?php
function helper(array $rows)
{
    $n = 0;
    foreach ($rows as [$a, $b]) {
        $n++;
    }
    return $n;
}
?>
<ul>
<?= helper([[1, 2], [3, 4]]) ?>

<? foreach ([1, 2] as $i => $unused) { ?>
  <li>item <?= $i ?? "-" ?></li>
<? } ?>
</ul>
<?php
function tail(array $xs)
{
    foreach ($xs as $k => $v) {
    }
    return $k;
}
echo tail(['z' => 0, 'w' => 1]), "\n";
