// A stand-in for the Jetpack Compose declarations fontscale's generated Kotlin uses, with the
// signatures of developer.android.com/reference/kotlin/androidx/compose, so it compiles with kotlinc
// (Debian's, 1.3) without Android. Only what the generated code calls; value classes are plain classes.
package androidx.compose.ui.unit

class TextUnit(val value: Float, val isSp: Boolean) {
    operator fun unaryMinus(): TextUnit = TextUnit(-value, isSp)

    companion object {
        val Unspecified: TextUnit = TextUnit(Float.NaN, true)
    }
}

val Int.sp: TextUnit get() = TextUnit(this.toFloat(), true)
val Double.sp: TextUnit get() = TextUnit(this.toFloat(), true)
val Float.sp: TextUnit get() = TextUnit(this, true)
val Int.em: TextUnit get() = TextUnit(this.toFloat(), false)
val Double.em: TextUnit get() = TextUnit(this.toFloat(), false)
val Float.em: TextUnit get() = TextUnit(this, false)

// Dp is a value class in Compose: == compares values, as this data class's does.
data class Dp(val value: Float) : Comparable<Dp> {
    override operator fun compareTo(other: Dp): Int = value.compareTo(other.value)
    operator fun div(other: Dp): Float = value / other.value
    operator fun times(other: Float): Dp = Dp(value * other)

    companion object {
        val Infinity: Dp = Dp(Float.POSITIVE_INFINITY)
    }
}

val Int.dp: Dp get() = Dp(this.toFloat())
val Double.dp: Dp get() = Dp(this.toFloat())
val Float.dp: Dp get() = Dp(this)

fun Dp.coerceIn(minimumValue: Dp, maximumValue: Dp): Dp = Dp(value.coerceIn(minimumValue.value, maximumValue.value))

interface FontScaling {
    val fontScale: Float
    fun Dp.toSp(): TextUnit = TextUnit(NonlinearTable.toSp(value, fontScale), true)
    fun TextUnit.toDp(): Dp = Dp(NonlinearTable.toDp(value, fontScale))
}

// Android 14's nonlinear font scaling, as Compose's FontScaleConverter applies it: at a font scale
// with a table (the file named by the system property standin.androidNonlinearTsv: scale, sp, dp),
// piecewise-linear through (0, 0) and the keys, past the last key its ratio; at any other scale,
// or with no table, linear. Enough for the standard scales (0.85 ... 2.0), each exact or linear.
internal object NonlinearTable {
    private val curves: Map<Float, List<Pair<Float, Float>>> by lazy {
        val path = System.getProperty("standin.androidNonlinearTsv") ?: return@lazy emptyMap<Float, List<Pair<Float, Float>>>()
        java.io.File(path).readLines().drop(1).filter { it.isNotBlank() }.map { it.split("\t") }
            .groupBy({ it[0].toFloat() }, { Pair(it[1].toFloat(), it[2].toFloat()) })
            .mapValues { (_, keys) -> keys.sortedBy { it.first } }
    }

    private fun curve(scale: Float) = curves.entries.firstOrNull { kotlin.math.abs(it.key - scale) < 1e-4f }?.value

    private fun lookup(x: Float, keys: List<Pair<Float, Float>>, forward: Boolean): Float {
        val points = listOf(Pair(0f, 0f)) + keys.map { if (forward) it else Pair(it.second, it.first) }
        val upper = points.indexOfFirst { it.first >= x }
        if (upper == -1) return x * (points.last().second / points.last().first)
        if (upper == 0) return 0f
        val (x0, y0) = points[upper - 1]
        val (x1, y1) = points[upper]
        return y0 + (x - x0) / (x1 - x0) * (y1 - y0)
    }

    fun toDp(sp: Float, scale: Float): Float = curve(scale)?.let { lookup(sp, it, true) } ?: sp * scale
    fun toSp(dp: Float, scale: Float): Float = curve(scale)?.let { lookup(dp, it, false) } ?: dp / scale
}

interface Density : FontScaling {
    val density: Float
}
