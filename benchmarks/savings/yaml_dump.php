<?php
// SPDX-License-Identifier: MIT
// Symfony Yaml: Yaml::dump() of a composer.lock-shaped document (600 packages, each a map with
// nested lists and maps), expanded to depth 6: lists of maps are where Inline::isHash() walks
// every entry.
declare(strict_types=1);

use Symfony\Component\Yaml\Yaml;

return [
	'autoload' => ['Symfony/Component/Yaml/autoload.php'],
	'fixtures' => static function (string $dir): void {
	},
	'prepare' => static function (string $dir): array {
		$packages = [];
		for ($i = 0; $i < 600; $i++) {
			$require = [];
			for ($j = 1; $j <= $i % 6; $j++) {
				$require['vendor' . (($i + $j) % 40) . '/package-' . (($i * 7 + $j) % 600)] = '^' . ($j % 4) . '.' . ($i % 9);
			}
			$packages[] = [
				'name' => 'vendor' . ($i % 40) . "/package-$i",
				'version' => 'v' . ($i % 5) . '.' . ($i % 11) . '.' . ($i % 3),
				'source' => ['type' => 'git', 'url' => "https://example.org/p$i.git", 'reference' => sha1("s$i")],
				'dist' => ['type' => 'zip', 'url' => "https://example.org/p$i.zip", 'reference' => sha1("d$i"), 'shasum' => ''],
				'require' => $require,
				'type' => 'library',
				'autoload' => ['psr-4' => ['Vendor' . ($i % 40) . "\\Package$i\\" => 'src/'], 'files' => ["src/functions$i.php"]],
				'license' => ['MIT'],
				'authors' => [['name' => "Author $i", 'email' => "a$i@example.org"], ['name' => "Contributors", 'homepage' => "https://example.org/$i"]],
				'description' => "Package number $i of the fixture",
				'keywords' => ['fixture', "k$i", 'k' . ($i % 10), 'yaml'],
				'time' => '2024-01-' . sprintf('%02d', 1 + $i % 28) . 'T12:00:00+00:00',
			];
		}
		return ['_readme' => ['generated'], 'content-hash' => sha1('lock'), 'packages' => $packages, 'packages-dev' => [],
			'aliases' => [], 'minimum-stability' => 'stable', 'platform' => ['php' => '>=8.1']];
	},
	'run' => static function (array $data): string {
		return Yaml::dump($data, 6, 4);
	},
];
