--TEST--
foreach (… as $k => void): … endforeach; is key-only iteration
--EXTENSIONS--
void_discard
--FILE--
<?php
$rows = ['a' => [1], 'b' => [2]];
foreach ($rows as $id => void):
    echo $id, "\n";
endforeach;
foreach ($rows as void):
    echo "row\n";
endforeach;
?>
<?php foreach (['x' => 1, 'y' => 2] as $k => void): ?>
key <?= $k ?>

<?php endforeach; ?>
done
--EXPECT--
a
b
row
row
key x
key y
done
