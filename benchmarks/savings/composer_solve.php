<?php
// SPDX-License-Identifier: MIT
// Composer's solver: load a local fixture repository (250 packages, 6 versions each, with
// dependencies and constraints) with ArrayLoader, build the pool for a root requiring 40 of them
// (RepositorySet::createPool(): PoolBuilder), solve (Solver::solve()) and list the operations
// (LockTransaction): `composer update` without the network, the lock file and the installers.
declare(strict_types=1);

use Composer\DependencyResolver\DefaultPolicy;
use Composer\DependencyResolver\Request;
use Composer\DependencyResolver\Solver;
use Composer\IO\NullIO;
use Composer\Package\Loader\ArrayLoader;
use Composer\Repository\ArrayRepository;
use Composer\Repository\RepositorySet;

const VD_COMPOSER_PACKAGES = 250;

return [
	'autoload' => ['Composer/autoload.php'],
	'fixtures' => static function (string $dir): void {
		$packages = [];
		$n = VD_COMPOSER_PACKAGES;
		for ($i = 0; $i < $n; $i++) {
			for ($major = 1; $major <= 2; $major++) {
				for ($minor = 0; $minor < 3; $minor++) {
					$require = ['php' => '>=7.4'];
					// a DAG: each package needs a few of the packages after it
					for ($j = 1; $j <= 3 && $i + $j * 7 < $n; $j++) {
						$dep = $i + $j * 7 + ($minor % 2);
						if ($dep < $n) {
							$require["fixture/p$dep"] = $minor === 2 ? "^$major.1" : "^1.0 || ^2.0";
						}
					}
					$packages[] = ['name' => "fixture/p$i", 'version' => "$major.$minor.0", 'type' => 'library',
						'require' => $require, 'autoload' => ['psr-4' => ["Fixture\\P$i\\" => 'src/']],
						'dist' => ['type' => 'zip', 'url' => "https://example.org/p$i-$major.$minor.zip", 'reference' => sha1("$i$major$minor")]];
				}
			}
		}
		file_put_contents("$dir/packages.json", json_encode(['packages' => $packages], JSON_PRETTY_PRINT));
	},
	'prepare' => static function (string $dir): array {
		return json_decode(file_get_contents("$dir/packages.json"), true)['packages'];
	},
	'run' => static function (array $packages): string {
		$loader = new ArrayLoader();
		$repo = new ArrayRepository();
		foreach ($packages as $config) {
			$repo->addPackage($loader->load($config));
		}
		$platform = new ArrayRepository([$loader->load(['name' => 'php', 'version' => '8.2.0'])]);
		$set = new RepositorySet('stable');
		$set->addRepository($platform);
		$set->addRepository($repo);
		$request = new Request();
		$request->fixPackage($platform->getPackages()[0]);
		$parser = new Composer\Semver\VersionParser();
		for ($i = 0; $i < 40; $i++) {
			$request->requireName('fixture/p' . ($i * 3), $parser->parseConstraints($i % 4 === 0 ? '^1.0' : '*'));
		}
		$io = new NullIO();
		$pool = $set->createPool($request, $io);
		$transaction = (new Solver(new DefaultPolicy(), $pool, $io))->solve($request);
		$out = '';
		foreach ($transaction->getOperations() as $operation) {
			$out .= $operation->show(false) . "\n";
		}
		return $out;
	},
];
